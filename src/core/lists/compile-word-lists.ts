import { type AnchorMask, scanAnchors } from '../analysis/anchor-scan.ts';
import type { RuleAdjustments } from '../analysis/rule-adjustments.ts';
import { ruleBit, type Span } from '../analysis/rule-types.ts';
import type { Finding } from '../schemas.ts';
import { createAllowMatcher } from './allow-matcher.ts';
import { createCustomTriggerMatcher } from './custom-trigger-matcher.ts';
import type { WordLists } from './word-lists-model.ts';

// A person's word lists, compiled once into matchers the analysis (and the rewriter) can ask.
// Phrases match like the built-in ones: whole words, any case, any run of whitespace for a space.
export interface CompiledWordLists extends RuleAdjustments {
  readonly lists: WordLists;
  // Every custom trigger in the text, in text order, as findings of its category's rule with the
  // person's alternative as the suggestion (allowed words are not taken out here).
  readonly customFindings: (text: string) => Finding[];
  // Whether the text at this span lies inside an allowed word or phrase.
  readonly isAllowed: (text: string, span: Span) => boolean;
}

// What the lists found in the text the analysis is on; the analysis asks once per phrase rule.
interface TextState {
  text: string | undefined;
  custom: readonly Finding[] | undefined;
  allowedSpans: readonly Span[] | undefined;
}

export function compileWordLists(lists: WordLists): CompiledWordLists {
  const offRules = lists.off.reduce((bits, ruleId) => bits | ruleBit(ruleId), 0);
  const custom = createCustomTriggerMatcher(lists.custom);
  const customRules = lists.custom.reduce((bits, trigger) => bits | ruleBit(trigger.category), 0);
  const allow = createAllowMatcher(lists.allow);
  const state: TextState = { text: undefined, custom: undefined, allowedSpans: undefined };

  const stateOf = (text: string) => {
    if (text !== state.text) {
      state.text = text;
      state.custom = undefined;
      state.allowedSpans = undefined;
    }
    return state;
  };
  const customOf = (text: string, present: AnchorMask) => {
    const current = stateOf(text);
    current.custom ??= custom.findAll(text, present);
    return current.custom;
  };
  // Allowed phrases are looked for once per text, and only when a finding may lie inside one.
  const allowedSpansOf = (current: TextState, text: string) => {
    current.allowedSpans ??= allow.phraseMatcher?.findAll(text) ?? [];
    return current.allowedSpans;
  };
  const spanCovers = (outer: Span, inner: Span) => outer.start <= inner.start && inner.end <= outer.end;
  const isAllowedIn = (current: TextState, text: string, finding: Span & { text: string }) => {
    const answer = allow.covers(finding.text);
    return (
      answer === 'yes' ||
      (answer === 'phrase' && allowedSpansOf(current, text).some((span) => spanCovers(span, finding)))
    );
  };
  const hasAllowed = lists.allow.length > 0;

  return {
    lists,
    isOff: (ruleId) => (offRules & ruleBit(ruleId)) !== 0,
    offRules,
    customRules,
    customMayMatch: custom.mayMatch,
    adjustFindings(ruleId, { text, present }, findings, from) {
      const builtInEnd = findings.length;
      for (const found of customOf(text, present)) {
        if (found.ruleId !== ruleId) continue;
        // The person's phrase replaces a built-in match of the same words: their alternative wins.
        const twin = findings.findIndex(
          (f, at) => at >= from && at < builtInEnd && f.start === found.start && f.end === found.end,
        );
        // A copy: the same text analysed again must not share finding objects with this analysis.
        if (twin >= 0) findings[twin] = { ...found };
        else findings.push({ ...found });
      }
      if (!hasAllowed || findings.length === from) return;
      const current = stateOf(text);
      let kept = from;
      for (let index = from; index < findings.length; index += 1) {
        const finding = findings[index]!;
        if (!isAllowedIn(current, text, finding)) findings[kept++] = finding;
      }
      findings.length = kept;
    },
    customFindings: (text) => [...customOf(text, scanAnchors(text))],
    isAllowed: (text, span) =>
      hasAllowed &&
      isAllowedIn(stateOf(text), text, {
        ...span,
        text: text.slice(span.start, span.end),
      }),
  };
}
