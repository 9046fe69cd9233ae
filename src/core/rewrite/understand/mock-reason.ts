import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { READER_POSSESSIVES, READER_WORDS } from './reader-words.ts';
import { WRITER_OBJECTS, WRITER_SUBJECTS, writerWords } from './writer-words.ts';

// Rule "mock-reason": "Oh sure, because you're SO busy.", "Yeah, because you're so important.",
// "Right, like you ever check.": agreement said to the reader, then a reason about the reader
// that no sentence gives a reason for. The agreement is not meant, and the reason mocks; it goes
// as sarcasm while the news beside it stays. Near misses: "Because you're so kind, here's a cake"
// (the reason leads to something: another clause follows), "Sure, because the room is booked"
// (the reason is about a thing, not the reader) and "I moved it because you're busy" (no
// agreement opens it: the writer explains).

const AGREEMENTS = new Set(['sure', 'yeah', 'yes', 'right', 'ok', 'okay', 'fine', 'totally']);
const REASON_WORDS = new Set(['because', "'cause", 'cause', 'cos', 'like', 'since']);

export function mocksWithReason(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  let at = 0;
  while (hasTag(words[at], 'Expression') && !AGREEMENTS.has(words[at]?.normal ?? '')) at++;
  const agreement = words[at];
  if (!agreement || !AGREEMENTS.has(agreement.normal) || !/,/.test(agreement.post)) return false;
  const reason = words[at + 1];
  if (reason === undefined || !REASON_WORDS.has(reason.normal) || clause.hasFact) return false;
  return (
    [READER_WORDS, READER_POSSESSIVES].some((set) => set.has(words[at + 2]?.normal ?? '')) ||
    praisesPastOutcome(clause)
  );
}

// Rule "worked-so-well": "Sure, because that worked so well last time": after a mock agreement, a
// past outcome praised with "so" is the opposite of what happened. Near miss: "Sure, because the
// room is booked" (no praise: a real reason).
function praisesPastOutcome(clause: ClauseFacts): boolean {
  if (!clause.pastTense) return false;
  // AFINN scores "good" but not its adverb "well".
  return clause.tokens.some(
    (token, index) =>
      token.normal === 'so' &&
      ((clause.scores.get(index + 1) ?? 0) > 0 || clause.tokens[index + 1]?.normal === 'well'),
  );
}

// Rule "envy-mock": "Must be nice to leave at 3 while the rest of us cover the phones", "It must be
// nice to have weekends off while I work Saturdays": a guess that the reader's lot is pleasant, set
// against the writer's own burden with "while", resents; it asks for nothing it names, and goes as
// sarcasm. Near misses: "It must be nice to have a garden!" (no burden set against it: it may be
// meant), "It must be hard to move house while we're away" (a bad lot: sympathy) and "It must be
// signed while we wait" (no quality guessed).
const CONTRASTS = new Set(['while', 'whilst', 'whereas', 'when']);
// Only "i'm" of the contractions, as this check always had.
const WRITER_SIDE = writerWords(WRITER_SUBJECTS, WRITER_OBJECTS, ["i'm"]);

// Rule "enjoyed-while-i": "Hope you enjoyed your lie-in while I did the school run", "Enjoy your
// long lunch while we cover the phones": the reader wished a good time set against the writer's
// burden resents as "must be nice" does. Near misses: "Enjoy your holiday while you're away" (no
// burden of the writer's), "Hope you enjoyed the show" (nothing set against it).
const ENJOYING = new Set(['enjoy', 'enjoyed', 'enjoying']);
function wishesWhileBurdened(clause: ClauseFacts): boolean {
  const { words } = clause;
  const enjoyAt = words.findIndex((word) => ENJOYING.has(word));
  if (enjoyAt < 0 || enjoyAt > 3) return false;
  const contrast = words.findIndex((word, index) => index > enjoyAt && CONTRASTS.has(word));
  return contrast > 0 && WRITER_SIDE.has(words[contrast + 1] ?? '');
}

export function mocksWithEnvy(clause: ClauseFacts): boolean {
  if (wishesWhileBurdened(clause)) return true;
  const { words } = clause;
  const must = words.indexOf('must');
  const start = words[0] === 'it' ? 1 : 0;
  if (must !== start || words[must + 1] !== 'be') return false;
  const quality = must + 2;
  const praise =
    (clause.scores.get(clause.tokens.findIndex((token) => token.normal === words[quality])) ?? 0) > 0;
  // Rule "envy-of-a-free-pass": "Must be nice having a boss who doesn't check your work": the
  // reader's lot is something that spares them what others face, a "not" in it. Near miss: "It
  // must be nice having a garden" (nothing spared).
  const having = /ing$/.test(words[quality + 1] ?? '');
  if (praise && having && clause.negated) return true;
  if (!praise || words[quality + 1] !== 'to') return false;
  const contrast = words.findIndex((word, index) => index > quality && CONTRASTS.has(word));
  return contrast > 0 && words.slice(contrast + 1, contrast + 5).some((word) => WRITER_SIDE.has(word));
}
