import type { AnchorMask } from '../analysis/anchor-scan.ts';
import type { Finding } from '../schemas.ts';
import { compileListPhrases } from './phrase-trie.ts';
import type { CustomTrigger } from './word-lists-model.ts';

// A person's custom triggers as one phrase matcher (phrase-trie.ts). The analysis' anchor scan
// tells whether any of their anchor words is in the text (anchor-scan.ts): most texts hold none,
// and then the list costs nothing more (npm run bench:analyze).
export interface CustomTriggerMatcher {
  // Every custom trigger in the text, in text order, as findings of its category's rule.
  readonly findAll: (text: string, present?: AnchorMask) => Finding[];
  // Whether a text with this scan may hold one.
  readonly mayMatch: (present: AnchorMask) => boolean;
}

export function createCustomTriggerMatcher(triggers: readonly CustomTrigger[]): CustomTriggerMatcher {
  const matcher = compileListPhrases(triggers.map(({ phrase }) => ({ text: phrase })));
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
