import type { AnchorMask } from '../analysis/anchor-scan.ts';
import { compilePhrases } from '../analysis/phrase-matcher.ts';
import type { Finding } from '../schemas.ts';
import { pickListAnchor } from './list-anchor.ts';
import type { CustomTrigger } from './word-lists-model.ts';

// A person's custom triggers as one phrase matcher. The analysis' anchor scan notes where their
// anchor words are (anchor-scan.ts), so a 100-entry list costs about what its few words that occur
// in the text cost (npm run bench:analyze).
export interface CustomTriggerMatcher {
  // Every custom trigger in the text, in text order, as findings of its category's rule.
  readonly findAll: (text: string, present?: AnchorMask) => Finding[];
  // Whether a text with this scan may hold one.
  readonly mayMatch: (present: AnchorMask) => boolean;
}

export function createCustomTriggerMatcher(triggers: readonly CustomTrigger[]): CustomTriggerMatcher {
  const matcher = compilePhrases(
    triggers.map(({ phrase }) => ({ text: phrase })),
    { forList: true, pickAnchor: pickListAnchor },
  );
  return {
    mayMatch: matcher.mayMatch,
    findAll(text, present) {
      const found: Finding[] = [];
      for (const { start, end, phraseIndex } of matcher.findAll(text, present)) {
        const trigger = triggers[phraseIndex]!;
        const finding: Finding = { ruleId: trigger.category, text: text.slice(start, end), start, end };
        if (trigger.alternative) finding.suggestion = trigger.alternative;
        found.push(finding);
      }
      return found;
    },
  };
}
