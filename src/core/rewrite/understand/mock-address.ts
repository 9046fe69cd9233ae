import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { readClause } from './clause-facts.ts';
import { IRONY_MARKERS } from './cue-words.ts';
import { isPutDownWord } from './put-down-labels.ts';

// Rule "mock-address": "Did you even read the study, genius?", "You forgot the milk again,
// champ.": a person-word tacked on after a comma at the end of a reproach addresses the reader in
// mockery; it goes, and the clause before it is read as it stands. Near misses: "Thanks, genius!"
// (no reproach: a friendly nickname), "Did you even get my email, Dave?" (a name addresses), "You
// forgot the milk again, the oat one" (no lone person-word), "Great work, team." (praise).
// Rule "mock-address-first": "Hey genius, the meeting was yesterday", "Well done Einstein, the
// door's open": a greeting and a mock title before the news mocks the reader; both go, the news
// stays. The title is an irony word (IRONY_MARKERS) or a put-down. Near misses: "Hey mate, the
// meeting was yesterday" (a friendly word), "Thanks, genius!" (thanks) and "Hey Sam, …" (a name).
function withoutLeadingMock(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const [greeting, title] = words;
  if (!greeting || !title || words.length < 4 || !hasTag(greeting, 'Expression')) return null;
  if (!/,\s*$/.test(title.post) || hasTag(title, 'ProperNoun') || !hasTag(title, 'Noun')) return null;
  if (!IRONY_MARKERS.includes(title.normal) && !isPutDownWord(title.normal)) return null;
  const rest = tokens.slice(tokens.indexOf(title) + 1);
  return rest.length > 0 ? [...rest] : null;
}

export function withoutMockAddress(tokens: readonly Token[], inQuestion: boolean): Token[] | null {
  const leading = withoutLeadingMock(tokens);
  if (leading) return leading;
  const words = tokens.filter(isWord);
  const address = words.at(-1);
  const before = words.at(-2);
  if (!address || !before || words.length < 4 || !/,\s*$/.test(before.post)) return null;
  if (hasTag(address, 'ProperNoun') || hasTag(address, 'Pronoun') || !hasTag(address, 'Noun')) return null;
  if (!hasTag(address, 'Actor') && !isPutDownWord(address.normal)) return null;
  const at = tokens.indexOf(address);
  const rest = tokens.slice(0, tokens.indexOf(before));
  const kept: Token[] = [
    ...rest,
    {
      ...before,
      post:
        tokens
          .slice(at)
          .map((token) => token.post)
          .join('')
          .trimStart() || '',
    },
  ];
  const facts = readClause(kept, inQuestion);
  const reproaches = facts.reproach.length > 0 || facts.sentiment < 0;
  const praises = [...facts.scores.values()].some((score) => score > 0);
  return reproaches && !praises ? kept : null;
}
