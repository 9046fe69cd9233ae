import {
  type AnchorMask,
  hitsOf,
  mayMatch,
  registerListWords,
  registerWordAnchors,
  slotOfWord,
  UNKNOWN_TEXT,
  WORD_SLOTS,
} from './anchor-scan.ts';
import {
  compilePhraseProgram,
  longestWord,
  matchAround,
  matchEnd,
  type PhraseProgram,
} from './phrase-program.ts';
import type { Phrase, Span } from './rule-types.ts';

// Whole-word, case-insensitive matching of a phrase list. "Word" characters are Unicode letters,
// digits, marks and '_', so "translate" never matches "late", "tissue" never "issue" and
// "mustérieux" never "must". The phrases compile into one regex, which defines the matches; when
// every phrase has a program (phrase-program.ts) the matcher finds the same matches from the anchor
// words the scan found (anchor-scan.ts), without running the regex over the text.
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

export interface PhraseMatch extends Span {
  readonly phraseIndex: number;
}

// `present` is scanAnchors(text) when the caller has it: nothing is looked for when no anchor word
// of the phrases occurs in the text. Without it, the matcher scans the text itself.
export interface PhraseMatcher {
  // Whether a text with this scan may hold a match: false means it holds none.
  readonly mayMatch: (present: AnchorMask) => boolean;
  readonly findAll: (text: string, present?: AnchorMask) => readonly PhraseMatch[];
  readonly test: (text: string, present?: AnchorMask) => boolean;
}

const NO_MATCHES: readonly PhraseMatch[] = Object.freeze([]);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A space in a phrase matches any run of whitespace (including line breaks); an apostrophe matches ' or ’.
const phraseSource = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegex(word).replace(/'/g, "['’]"))
    .join(String.raw`\s+`);

const alternativeSource = (phrase: Phrase) => {
  const guard = phrase.unlessAfter?.length
    ? `(?<!(?<!${WORD_CHAR})(?:${phrase.unlessAfter.map(phraseSource).join('|')})\\s+)`
    : '';
  return `${guard}(${phraseSource(phrase.text)})`;
};

// Every word of the phrase that can serve as its anchor, lower-cased (src/core/lists picks its own).
const ASCII_NON_WORD = /[^A-Za-z0-9_\u0080-\uFFFF]+/;
export const anchorCandidates = (phrase: Phrase) =>
  phrase.text
    .split(ASCII_NON_WORD)
    .filter((word) => /^[a-z0-9_]+$/i.test(word))
    .map((word) => word.toLowerCase());

// Each phrase has exactly one capture group, and exactly one of them is set: the phrase that matched.
function matchedPhraseIndex(match: RegExpExecArray): number {
  for (let group = 1; group < match.length; group += 1) if (match[group] !== undefined) return group - 1;
  return -1;
}

// The definition of a phrase list's matches. It runs when the phrases have no programs, and tests
// hold the programs to it.
export function regexMatcher(phrases: readonly Phrase[], bit: AnchorMask = UNKNOWN_TEXT): PhraseMatcher {
  const source = `(?<!${WORD_CHAR})(?:${phrases.map(alternativeSource).join('|')})(?!${WORD_CHAR})`;
  const global = new RegExp(source, 'giu');
  const single = new RegExp(source, 'iu');
  return {
    mayMatch: (present) => mayMatch(present, bit),
    findAll(text, present = UNKNOWN_TEXT) {
      if (!mayMatch(present, bit)) return NO_MATCHES;
      // An exec loop rather than matchAll: no iterator and no copy of the regex per call.
      const matches: PhraseMatch[] = [];
      global.lastIndex = 0;
      for (let match = global.exec(text); match !== null; match = global.exec(text)) {
        const start = match.index;
        matches.push({ start, end: start + match[0].length, phraseIndex: matchedPhraseIndex(match) });
      }
      return matches;
    },
    test: (text, present = UNKNOWN_TEXT) => mayMatch(present, bit) && single.test(text),
  };
}

// The regex's choice among overlapping matches: the leftmost, of equals the first phrase, then on
// from its end. Candidates arrive in anchor order; most texts have none or one.
const byStartThenPhrase = (a: PhraseMatch, b: PhraseMatch) =>
  a.start - b.start || a.phraseIndex - b.phraseIndex;
function asTheRegexWould(candidates: PhraseMatch[]): readonly PhraseMatch[] {
  if (candidates.length < 2) return candidates;
  candidates.sort(byStartThenPhrase);
  const chosen: PhraseMatch[] = [];
  let from = 0;
  for (const candidate of candidates) {
    if (candidate.start < from) continue;
    chosen.push(candidate);
    from = candidate.end;
  }
  return chosen;
}

// Shared by every text without a candidate; never written to (callers get NO_MATCHES' copy-free view).
const NO_CANDIDATES = NO_MATCHES as PhraseMatch[];

interface IndexedProgram {
  readonly program: PhraseProgram;
  readonly phraseIndex: number;
}

function programMatcher(programs: readonly PhraseProgram[], bit: AnchorMask): PhraseMatcher {
  // The programs to try at each anchor slot; slots are shared by words with the same hash bits.
  const programsBySlot: (IndexedProgram[] | undefined)[] = new Array(WORD_SLOTS).fill(undefined);
  programs.forEach((program, phraseIndex) => {
    const slot = slotOfWord(program.anchorWord);
    programsBySlot[slot] = [...(programsBySlot[slot] ?? []), { program, phraseIndex }];
  });
  const candidatesIn = (text: string, present: AnchorMask, stopAtFirst: boolean): PhraseMatch[] => {
    if (!mayMatch(present, bit)) return NO_CANDIDATES;
    const hits = hitsOf(text);
    if (!mayMatch(hits.mask, bit)) return NO_CANDIDATES;
    let candidates = NO_CANDIDATES;
    for (let hit = 0; hit < hits.count; hit += 1) {
      const tried = programsBySlot[hits.slots[hit]!];
      if (tried === undefined) continue;
      for (const { program, phraseIndex } of tried) {
        const start = matchAround(program, text, hits.ends[hit]!);
        if (start < 0) continue;
        if (candidates === NO_CANDIDATES) candidates = [];
        candidates.push({ start, end: matchEnd(), phraseIndex });
        if (stopAtFirst) return candidates;
      }
    }
    return candidates;
  };
  return {
    mayMatch: (present) => mayMatch(present, bit),
    findAll: (text, present = UNKNOWN_TEXT) => asTheRegexWould(candidatesIn(text, present, false)),
    test: (text, present = UNKNOWN_TEXT) => candidatesIn(text, present, true).length > 0,
  };
}

// `forList` is for phrases compiled at run time (a person's word lists, src/core/lists): they share
// one bit of the scan's table, which has 31, and may pick their anchor words themselves.
export function compilePhrases(
  phrases: readonly Phrase[],
  { forList = false, pickAnchor = longestWord } = {} as {
    forList?: boolean;
    pickAnchor?: (words: readonly string[]) => string;
  },
): PhraseMatcher {
  // An empty phrase would match between any two characters.
  if (phrases.some((phrase) => phrase.text.trim() === '')) throw new Error('A phrase must not be blank');
  const programs = phrases.map((phrase) => compilePhraseProgram(phrase, pickAnchor));
  const anchors = programs.map((program) => program?.anchorWord ?? '');
  const scannable = programs.every((program) => program !== null) && !anchors.map(slotOfWord).includes(0);
  const bit = forList ? registerListWords(anchors) : registerWordAnchors(anchors);
  if (scannable && bit !== UNKNOWN_TEXT) return programMatcher(programs as PhraseProgram[], bit);
  return regexMatcher(phrases, forList ? UNKNOWN_TEXT : bit);
}
