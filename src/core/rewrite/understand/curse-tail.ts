import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { isSwearWord } from './profanity.ts';
import { scoreOfWord } from './word-scores.ts';

// Words that tell an expletive's curse from what the writer says after it, and when the "verb" of
// an order is no verb at all. Read by the clause splitter (clauses.ts) and clause-facts.ts.

// Subjects of a clause of the writer's own: "i", "we", "he", "she", "they". "you" is not one of
// them: "fuck you , you idiot" only addresses the reader.
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they']);

// Rule "clause-after-curse": "fuck it , i 'm voting greens", "screw it , we are going home": after
// an expletive, a subject of its own ("i", "we", "they") or a linking verb ("this is war on
// people") opens a clause that says something; it is no tail addressing the reader. Near misses:
// "fuck you , you idiot", "fuck off , dave" (a name or a vocative only).
// "you" opens one too when a verb follows it ("fuck it , you made me smile"), not a put-down the
// tagger reads as one ("you idiot").
export const tailHoldsClause = (words: readonly Token[]): boolean =>
  words.some(
    (token, at) =>
      SUBJECT_PRONOUNS.has(token.normal) ||
      hasTag(token, 'Copula') ||
      (token.normal === 'you' &&
        hasTag(words[at + 1], 'Verb') &&
        scoreOfWord(words[at + 1]?.normal ?? '') >= 0),
  );

// Rule "shorthand-is-no-verb": "just v bored of the same old shit", "u r so late": a word of one
// letter is chat shorthand ("v" for very, "u" for you, "r" for are), never the verb of an order,
// whatever the tagger reads. Near misses: "Go kill yourself" and "Just die" (real verbs).
export const isShorthand = (token: Token | undefined): boolean =>
  token !== undefined && /^\p{L}$/u.test(token.normal);

// Rule "curse-opener": "fuck it , i 'm voting greens", "oh fuck off , i 'm outa here": an
// expletive order (a swear verb, alone or with "it", "off", "this") opening the sentence and
// closed by a comma is a clause of its own when a clause follows it, even where the tagger missed
// the verb after a contraction typed apart ("i 'm"); it goes as a curse and what follows stays
// (understand/clauses.ts). Near misses: "fuck you , you idiot" and "fuck off , dave" (only the
// reader is named after it), "fuck up the launch , we did" (more than a curse before the comma).
const INTERJECTIONS = new Set(['oh', 'aw', 'ah', 'well', 'so', 'and', 'but', 'ok', 'okay', 'yeah']);
const CURSE_OBJECTS = new Set(['it', 'this', 'that', 'off', 'no', 'them']);
export function curseOpenerEnd(tokens: readonly Token[]): number {
  const commaAt = tokens.findIndex((token, at) => at > 0 && (/,\s*$/.test(token.post) || token.text === ','));
  if (commaAt < 1) return -1;
  const opener = tokens.slice(0, commaAt + 1).filter(isWord);
  const start = opener.findIndex((token) => !INTERJECTIONS.has(token.normal));
  const [verb, ...rest] = start < 0 ? [] : opener.slice(start);
  if (!verb || !isSwearWord(verb) || rest.length > 1 || !rest.every((word) => CURSE_OBJECTS.has(word.normal)))
    return -1;
  const after = tokens.slice(commaAt + 1).filter(isWord);
  return after.length >= 2 && tailHoldsClause(after) ? commaAt : -1;
}
