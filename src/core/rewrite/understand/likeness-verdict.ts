import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { READER_POSSESSIVES } from './reader-words.ts';

// Rule "likeness-verdict": "Your report reads like it was written by a sleep-deprived goldfish",
// "Your room looks like a bomb hit it", "Your code reads like someone sneezed on a keyboard": the
// reader's work likened to something, with no good word said of it, is a verdict on the reader in
// a picture; no bad word is needed, and nothing in it is news. It goes as an insult, and what the
// message asks stays. Near misses: "Your email sounds like you're stressed" (the reader's state, a
// "you" after "like": care), "Your garden looks like a postcard!" (said with an exclamation, or
// with a good word: praise), "Your parcel looks like it was damaged in transit" (no one named as
// having made it: a fact), "Your car looks like mine" (no picture) and "Your room looks like a
// hotel room" (a bare thing, no scene or bad word: it may be meant kindly).
const LIKENESS_VERBS = new Set(['read', 'look', 'sound', 'smell', 'feel', 'seem']);
const PICTURES = new Set(['a', 'an', 'someone', 'somebody', 'something', 'some']);

// "like it was written by a …", "as if a toddler did it": the maker put in the picture.
function namesAMaker(rest: readonly { normal: string }[]): boolean {
  const byAt = rest.findIndex((token) => token.normal === 'by');
  return byAt > 0 && PICTURES.has(rest[byAt + 1]?.normal ?? '');
}

// Where "reads like", "looks as if" starts in the words, or -1: what comes before it is the thing
// likened, as the subject before "is" is (realise/antecedent.ts reads "it" as that thing).
// (Read from terms as well as tokens: the meaning guard reads the original's terms.)
type Word = { readonly normal?: string; readonly root?: string; readonly tags: ReadonlySet<string> };
export function likenessAt(words: readonly Word[]): number {
  const verbAt = words.findIndex(
    (word) =>
      LIKENESS_VERBS.has(word.root ?? word.normal ?? '') &&
      (word.tags.has('Verb') || word.tags.has('MaybeVerb')),
  );
  const after = words.slice(verbAt + 1);
  const asIf = after[0]?.normal === 'as' && ['if', 'though'].includes(after[1]?.normal ?? '');
  return verbAt >= 1 && (after[0]?.normal === 'like' || asIf) ? verbAt : -1;
}

export function likensReadersWork(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  if (!READER_POSSESSIVES.has(words[0]?.normal ?? '')) return false;
  const verbAt = likenessAt(words);
  if (verbAt < 2 || verbAt > 4) return false;
  const after = words.slice(verbAt + 1);
  const picture = after.slice(after[0]?.normal === 'as' ? 2 : 1);
  // The picture is a scene ("a bomb hit it", "someone sneezed on a keyboard") or a bad word; a
  // bare thing ("like a hotel room") may be meant either way, and stays.
  const scene = picture.some(
    (token) => hasTag(token, 'Verb') || (clause.scores.get(clause.tokens.indexOf(token)) ?? 0) < 0,
  );
  const pictured = (PICTURES.has(picture[0]?.normal ?? '') && scene) || namesAMaker(picture);
  // AFINN scores "like" itself +2: only the words of the picture can praise.
  const praised = picture.some((token) => (clause.scores.get(clause.tokens.indexOf(token)) ?? 0) > 0);
  const exclaimed = /!/.test(clause.tokens.at(-1)?.post ?? '');
  return pictured && !praised && !exclaimed && !clause.hasFact;
}

// Rule "likeness-of-dealing-with-you": "It's like talking to a brick wall with you", "Honestly it's
// like herding cats with you lot": dealing with the reader likened to a hopeless task is the same
// verdict on the reader, with no bad word. Near misses: "It's like riding a bike, you'll remember"
// (no "with you" / "to you" at the end: encouragement) and "It's like talking to my sister" (no
// reader).
const DEALING_END = new Set(['with', 'to']);
export function likensDealingWithReader(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  const likeAt = words.findIndex((token) => token.normal === 'like');
  const opens = words.slice(0, likeAt).some((token) => token.normal === 'it');
  if (likeAt < 1 || !opens || !hasTag(words[likeAt + 1], 'Gerund')) return false;
  const tail = words.slice(-3).map((token) => token.normal);
  const youAt = tail.indexOf('you');
  return youAt > 0 && DEALING_END.has(tail[youAt - 1] ?? '');
}
