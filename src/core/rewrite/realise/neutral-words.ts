import { hasTag, type Token } from '../parse/tokens.ts';

// What a swear word becomes when deleting it would break the sentence: a neutral word in the same
// slot, the way a person tones a sentence down ("full of corrupt bastards" -> "full of corrupt
// people", "give a damn" -> "care", "the refs were shit" -> "the refs were bad"). Intensifiers
// ("fucking great") simply go.

// Idioms whose swear word carries the meaning: [words..., replacement].
const IDIOMS: readonly (readonly string[])[] = [
  ['give', 'a', '*', 'care'],
  ['gives', 'a', '*', 'cares'],
  ['*', 'off', 'go away'],
  ['shut', 'the', '*', 'up', 'be quiet'],
  ['shut', '*', 'up', 'be quiet'],
  // Exclamations say nothing once toned down: "Holy crap, the quote is $12,000".
  ['holy', '*', ''],
  ['oh', '*', ''],
  ['for', '*', 'sake', ''],
];

// Swear words that name a thing rather than a person.
const THING_WORDS = new Set(['shit', 'crap', 'bullshit', 'shite', 'crud', 'garbage', 'rubbish']);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "'s", "'re"]);
const ARTICLES = new Set(['a', 'an']);

export interface Neutralised {
  // Replace tokens[from..to) with `text` ('' deletes them).
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

function idiomAt(
  tokens: readonly Token[],
  index: number,
  isSwear: (token: Token) => boolean,
): Neutralised | null {
  for (const idiom of IDIOMS) {
    const words = idiom.slice(0, -1);
    const star = words.indexOf('*');
    const start = index - star;
    if (start < 0) continue;
    const fits = words.every((word, offset) => {
      const token = tokens[start + offset];
      return token !== undefined && (word === '*' ? isSwear(token) : token.normal === word);
    });
    if (fits) return { from: start, to: start + words.length, text: idiom.at(-1) ?? '' };
  }
  return null;
}

export function neutralise(
  tokens: readonly Token[],
  index: number,
  isSwear: (token: Token) => boolean,
): Neutralised {
  const idiom = idiomAt(tokens, index, isSwear);
  if (idiom) return idiom;
  const token = tokens[index] as Token;
  const next = tokens[index + 1];
  const before = tokens[index - 1];
  // "why the hell would ...": an exclamation, its "the" already going with it.
  if (before?.normal === 'the' && isSwear(before)) return { from: index, to: index + 1, text: '' };
  // "the refs were shit" -> "bad"; "the fans were pissed" -> "unhappy".
  if (COPULAS.has(before?.normal ?? '') && !hasTag(next, 'Noun') && !hasTag(next, 'Adjective'))
    return { from: index, to: index + 1, text: token.normal.startsWith('piss') ? 'unhappy' : 'bad' };
  const headNoun = hasTag(token, 'Noun') && !hasTag(next, 'Noun') && !hasTag(next, 'Adjective');
  if (!headNoun) return { from: index, to: index + 1, text: '' };
  if (THING_WORDS.has(token.normal)) {
    // "this shit is annoying" -> "this is annoying".
    if (['this', 'that'].includes(before?.normal ?? '')) return { from: index, to: index + 1, text: '' };
    return { from: index, to: index + 1, text: 'nonsense' };
  }
  const person = hasTag(token, 'Plural') || /s$/.test(token.normal) ? 'people' : 'person';
  // "an asshole who" -> "a person who".
  if (ARTICLES.has(before?.normal ?? '')) return { from: index - 1, to: index + 1, text: `a ${person}` };
  return { from: index, to: index + 1, text: person };
}
