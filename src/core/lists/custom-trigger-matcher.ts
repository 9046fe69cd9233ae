import { compilePhrases, type PhraseMatcher } from '../analysis/phrase-matcher.ts';
import type { Finding } from '../schemas.ts';
import { listAnchor } from './list-anchor.ts';
import type { CustomTrigger } from './word-lists-schema.ts';

// A person's custom triggers, split into buckets by their anchor word, one regex per bucket. The
// lists' word table says which buckets' words are in a text, so only those regexes run: a 100-entry
// list then costs about what a few phrases cost (npm run bench:analyze).
// Each bucket has one flag bit of the table.
const BUCKETS = 31;

interface Bucket {
  readonly flag: number;
  readonly triggers: readonly CustomTrigger[];
  readonly matcher: PhraseMatcher;
}

export interface CustomTriggerMatcher {
  // Every custom trigger in the text, in text order, as findings of its category's rule.
  readonly findAll: (text: string, flags: number) => Finding[];
  // For the lists' word table: each trigger's anchor word and its bucket's flag.
  readonly tableEntries: readonly { readonly anchor: string; readonly flag: number }[];
}

export function createCustomTriggerMatcher(triggers: readonly CustomTrigger[]): CustomTriggerMatcher {
  const anchors = triggers.map((trigger) => listAnchor({ text: trigger.phrase }));
  // Triggers with the same anchor share a bucket; the anchors are dealt round the buckets.
  const bucketOfAnchor = new Map<string, number>();
  const grouped: CustomTrigger[][] = [];
  const tableEntries = triggers.map((trigger, index) => {
    const anchor = anchors[index]!;
    const bucket = bucketOfAnchor.get(anchor) ?? bucketOfAnchor.size % BUCKETS;
    bucketOfAnchor.set(anchor, bucket);
    grouped[bucket] = [...(grouped[bucket] ?? []), trigger];
    return { anchor, flag: 1 << bucket };
  });
  const buckets: Bucket[] = grouped.flatMap((bucketTriggers, bucket) =>
    bucketTriggers
      ? [
          {
            flag: 1 << bucket,
            triggers: bucketTriggers,
            matcher: compilePhrases(
              bucketTriggers.map(({ phrase }) => ({ text: phrase })),
              { sharesAnchors: false },
            ),
          },
        ]
      : [],
  );
  return {
    tableEntries,
    findAll(text, flags) {
      const found: Finding[] = [];
      for (const { flag, triggers: bucketTriggers, matcher } of buckets) {
        if ((flags & flag) === 0) continue;
        for (const { start, end, phraseIndex } of matcher.findAll(text)) {
          const trigger = bucketTriggers[phraseIndex]!;
          const finding: Finding = { ruleId: trigger.category, text: text.slice(start, end), start, end };
          if (trigger.alternative) finding.suggestion = trigger.alternative;
          found.push(finding);
        }
      }
      return found.length > 1 ? found.sort((a, b) => a.start - b.start || a.end - b.end) : found;
    },
  };
}
