import nlp from 'compromise';

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

// Each net's keys in compromise's order (Object.keys), built once per net.
const keyOrders = new WeakMap<object, { keys: string[]; at: Map<string, number> }>();
function keyOrder(hooks: Net['hooks']) {
  let order = keyOrders.get(hooks);
  if (!order) {
    const keys = Object.keys(hooks);
    order = { keys, at: new Map(keys.map((key, index) => [key, index])) };
    keyOrders.set(hooks, order);
  }
  return order;
}

// The rules worth trying on one sentence, as compromise's getHooks, trimDown and tooSmall pick them.
function rulesFor(net: Net, haves: ReadonlySet<string>, words: number): Rule[] {
  const { keys, at } = keyOrder(net.hooks);
  const present: number[] = [];
  for (const item of haves) {
    const index = at.get(item);
    if (index !== undefined) present.push(index);
  }
  present.sort((a, b) => a - b);
  const seen = new Set<string>();
  const rules: Rule[] = [];
  for (const index of present) {
    for (const rule of net.hooks[keys[index] as string] ?? []) {
      // The first rule with a given pattern is the one kept, whether or not it is tried.
      if (seen.has(rule.match)) continue;
      seen.add(rule.match);
      if (!rule.needs.every((need) => haves.has(need))) continue;
      if (rule.ifNo?.some((no) => haves.has(no))) continue;
      if (rule.wants.length > 0 && rule.wants.filter((want) => haves.has(want)).length < rule.minWant)
        continue;
      if (words >= rule.minWords) rules.push(rule);
    }
  }
  for (const rule of net.always) if (words >= rule.minWords) rules.push(rule);
  return rules;
}

const quickBulkMatch: BulkMatch = (document, net, methods, opts = {}) => {
  const caches = methods.one.cacheDoc(document);
  const results: Found[] = [];
  for (const [n, terms] of document.entries()) {
    for (const rule of rulesFor(net, caches[n] ?? new Set(), terms.length)) {
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
