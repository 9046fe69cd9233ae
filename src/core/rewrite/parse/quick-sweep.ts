import nlp from 'compromise';
import { neighbourPairs, type Pair, pairsCanMatch, type Reg, type Term } from './rule-pairs.ts';

// compromise's post-tagger runs its 570 match rules through one "sweep": for each sentence it first
// picks the rules that could match, from the words and tags the sentence has. compromise 14.17.0
// picks them by walking all 730 of the rule index's keys for every sentence, concatenating arrays
// and de-duplicating through an object: a quarter of the analysis' tone pass, more than the
// matching itself (issue 24). This is the same sweep, picking rules from the sentence's own
// words and tags instead: the same rules, in the same order, so the same tags.
// It replaces compromise's bulkMatch only for the version it was checked against (see
// quick-sweep.test.ts, which compares every tag with compromise's own sweep); another version
// keeps its own sweep until this is checked again.
export const CHECKED_COMPROMISE_VERSION = '14.17.0';

type Rule = {
  match: string;
  regs?: readonly Reg[];
  needs: readonly string[];
  ifNo?: readonly string[];
  wants: readonly string[];
  minWant: number;
  minWords: number;
  unTag?: unknown;
};
type Net = { hooks: Record<string, readonly Rule[]>; always: readonly Rule[] };
type Pointer = number[];
type Found = Rule & { pointer: Pointer };
type Methods = {
  one: {
    cacheDoc(document: unknown[][]): ReadonlySet<string>[];
    match(document: unknown[][], rule: Rule): { ptrs: Pointer[] };
    bulkMatch: BulkMatch;
  };
};
type BulkMatch = (
  document: unknown[][],
  net: Net,
  methods: Methods,
  opts?: { matchOne?: boolean },
) => Found[];

// A net prepared once: its keys in compromise's order (Object.keys) with their rules, each rule's
// pattern as a number and its needs, wants and ifNo as key numbers. A sentence's pick then marks
// the keys it has and the patterns it has seen in arrays, rather than looking strings up in sets:
// the pick runs for every sentence of every parse. Marks are "rounds", so nothing is cleared.
type Entry = {
  rule: Rule;
  pattern: number;
  // Key numbers; undefined when an item is no key of the net (then it is looked up as a string).
  needs: readonly number[] | undefined;
  wants: readonly number[] | undefined;
  ifNo: readonly number[] | undefined;
};
type Prepared = {
  at: Map<string, number>;
  entriesAt: readonly (readonly Entry[])[];
  keyRound: Uint32Array;
  patternRound: Uint32Array;
  round: number;
};
const prepared = new WeakMap<object, Prepared>();

function prepare(hooks: Net['hooks']): Prepared {
  const known = prepared.get(hooks);
  if (known) return known;
  const keys = Object.keys(hooks);
  const at = new Map(keys.map((key, index) => [key, index]));
  const patterns = new Map<string, number>();
  const patternOf = (match: string) => {
    const number = patterns.get(match);
    if (number !== undefined) return number;
    patterns.set(match, patterns.size);
    return patterns.size - 1;
  };
  const keyNumbers = (items: readonly string[]) => {
    const numbers = items.map((item) => at.get(item));
    return numbers.every((number) => number !== undefined) ? numbers : undefined;
  };
  const entriesAt = keys.map((key) =>
    (hooks[key] ?? []).map((rule) => ({
      rule,
      pattern: patternOf(rule.match),
      needs: keyNumbers(rule.needs),
      wants: keyNumbers(rule.wants),
      ifNo: keyNumbers(rule.ifNo ?? []),
    })),
  );
  const net = {
    at,
    entriesAt,
    keyRound: new Uint32Array(keys.length),
    patternRound: new Uint32Array(patterns.size),
    round: 0,
  };
  prepared.set(hooks, net);
  return net;
}

// Whether a sentence has every item, any item, and how many, by key number or else by string.
function hasAll(items: readonly string[], numbers: readonly number[] | undefined, has: Has) {
  if (numbers) {
    for (const number of numbers) if (has.keyRound[number] !== has.round) return false;
    return true;
  }
  for (const item of items) if (!has.haves.has(item)) return false;
  return true;
}
function hasAny(items: readonly string[], numbers: readonly number[] | undefined, has: Has) {
  if (numbers) {
    for (const number of numbers) if (has.keyRound[number] === has.round) return true;
    return false;
  }
  for (const item of items) if (has.haves.has(item)) return true;
  return false;
}
function countIn(items: readonly string[], numbers: readonly number[] | undefined, has: Has) {
  let count = 0;
  if (numbers) {
    for (const number of numbers) if (has.keyRound[number] === has.round) count++;
  } else for (const item of items) if (has.haves.has(item)) count++;
  return count;
}
type Has = { haves: ReadonlySet<string>; keyRound: Uint32Array; round: number };

// The rules worth trying on one sentence, as compromise's getHooks, trimDown and tooSmall pick them.
function rulesFor(net: Net, haves: ReadonlySet<string>, words: number): Rule[] {
  const prep = prepare(net.hooks);
  const { at, entriesAt, keyRound, patternRound } = prep;
  // A new round for this sentence; the marks start over before they could wrap.
  if (++prep.round === 0xffffffff) {
    keyRound.fill(0);
    patternRound.fill(0);
    prep.round = 1;
  }
  const round = prep.round;
  const present: number[] = [];
  for (const item of haves) {
    const index = at.get(item);
    if (index === undefined) continue;
    present.push(index);
    keyRound[index] = round;
  }
  present.sort((a, b) => a - b);
  const has: Has = { haves, keyRound, round };
  const rules: Rule[] = [];
  for (const index of present) {
    for (const { rule, pattern, needs, wants, ifNo } of entriesAt[index] ?? []) {
      // The first rule with a given pattern is the one kept, whether or not it is tried.
      if (patternRound[pattern] === round) continue;
      patternRound[pattern] = round;
      if (!hasAll(rule.needs, needs, has)) continue;
      if (rule.ifNo && hasAny(rule.ifNo, ifNo, has)) continue;
      if (rule.wants.length > 0 && countIn(rule.wants, wants, has) < rule.minWant) continue;
      if (words >= rule.minWords) rules.push(rule);
    }
  }
  for (const rule of net.always) if (words >= rule.minWords) rules.push(rule);
  return rules;
}

// Each rule's neighbour pairs (rule-pairs.ts), found on its first use.
const pairsByRule = new WeakMap<Rule, readonly Pair[]>();
function pairsOf(rule: Rule): readonly Pair[] {
  let pairs = pairsByRule.get(rule);
  if (!pairs) {
    pairs = neighbourPairs(rule.regs ?? []);
    pairsByRule.set(rule, pairs);
  }
  return pairs;
}

const quickBulkMatch: BulkMatch = (document, net, methods, opts = {}) => {
  const caches = methods.one.cacheDoc(document);
  const results: Found[] = [];
  for (const [n, terms] of document.entries()) {
    for (const rule of rulesFor(net, caches[n] ?? new Set(), terms.length)) {
      // A rule whose neighbouring steps have no place here matches nothing (rule neighbour-pairs).
      if (!pairsCanMatch(terms as Term[], pairsOf(rule))) continue;
      const { ptrs } = methods.one.match([terms], rule);
      for (const pointer of ptrs) {
        pointer[0] = n;
        results.push({ ...rule, pointer });
      }
      if (ptrs.length > 0 && opts.matchOne === true) return results.slice(0, 1);
    }
  }
  return results;
};

const methods = nlp.methods() as Methods;
export const compromiseBulkMatch: BulkMatch = methods.one.bulkMatch;
if (nlp.version === CHECKED_COMPROMISE_VERSION) methods.one.bulkMatch = quickBulkMatch;
