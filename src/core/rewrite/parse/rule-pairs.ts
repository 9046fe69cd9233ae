// Rule "neighbour-pairs": a quick proof that a post-tagger rule cannot match a sentence, so the
// sweep need not try it. The sweep picks a rule when the sentence has each word and tag the rule
// needs somewhere; nine in ten picked rules then fail, and compromise's matcher tries each from
// every word of the sentence (copying the rest of the sentence each time). Most fail because two
// words the rule wants side by side ("#Modal #Adverb") are not side by side here. So for each pair
// of neighbouring steps that each take exactly one word, at least one place in the sentence must
// have a word for the first and, right after it, a word for the second; where none has, the rule
// matches nothing, and skipping it changes no tag (quick-sweep.test.ts compares every tag).
// Checked against compromise 14.17.0's matcher (match/methods/match): a step is "one word" when
// it is not optional, negative, greedy, a choice of several or a wildcard; the step before a pair
// must be neither optional nor negative (only those move the matcher past the step after them). A contraction's first word may also take its hidden second word ("we've" for "we have"),
// so after a word with an implicit form anything may follow.

// The parts of a compromise match step ("reg") and term these checks read.
export type Reg = {
  optional?: boolean;
  negative?: boolean;
  greedy?: boolean;
  anything?: boolean;
  choices?: unknown;
  fuzzy?: boolean;
  id?: unknown;
  use?: string;
  word?: string;
  tag?: string;
  fastOr?: ReadonlySet<string>;
  pos?: string;
};
export type Term = {
  text: string;
  normal: string;
  machine?: string | null;
  implicit?: string;
  root?: string;
  alias?: readonly string[];
  tags: ReadonlySet<string>;
};

const takesOneWord = (reg: Reg | undefined): reg is Reg =>
  reg !== undefined &&
  reg.optional !== true &&
  reg.negative !== true &&
  reg.greedy !== true &&
  reg.anything !== true &&
  reg.choices === undefined;

// Whether a step might match a term: false only where compromise's doesMatch is surely false
// (words, tags and (a|b) lists); any other kind of step is assumed to match.
export function mightMatch(term: Term | undefined, reg: Reg): boolean {
  if (!term) return false;
  if (reg.id !== undefined || reg.fuzzy === true) return true;
  if (reg.word !== undefined) {
    if (reg.use) return reg.word === (term as unknown as Record<string, unknown>)[reg.use];
    return (
      term.machine === reg.word ||
      term.text === reg.word ||
      term.normal === reg.word ||
      (term.alias?.includes(reg.word) ?? false)
    );
  }
  if (reg.tag !== undefined) return term.tags.has(reg.tag);
  if (reg.fastOr !== undefined) {
    if (reg.pos && !term.tags.has(reg.pos)) return false;
    const form = term.root || term.implicit || term.machine || term.normal;
    return reg.fastOr.has(form) || reg.fastOr.has(term.text);
  }
  return true;
}

export type Pair = readonly [Reg, Reg];

// The pairs of neighbouring one-word steps of a rule, in order.
export function neighbourPairs(regs: readonly Reg[]): Pair[] {
  const pairs: Pair[] = [];
  for (let index = 0; index + 1 < regs.length; index++) {
    const [first, second] = [regs[index], regs[index + 1]];
    if (!takesOneWord(first) || !takesOneWord(second)) continue;
    const before = regs[index - 1];
    if (before?.optional === true || before?.negative === true) continue;
    pairs.push([first, second]);
  }
  return pairs;
}

// False when some pair has no place in the terms: then the rule cannot match them.
export function pairsCanMatch(terms: readonly Term[], pairs: readonly Pair[]): boolean {
  for (const [first, second] of pairs) {
    let found = false;
    for (let at = 0; at + 1 < terms.length && !found; at++) {
      const term = terms[at]!;
      found = mightMatch(term, first) && (Boolean(term.implicit) || mightMatch(terms[at + 1], second));
    }
    if (!found) return false;
  }
  return true;
}
