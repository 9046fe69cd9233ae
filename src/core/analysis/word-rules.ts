import { ENGINE_MESSAGES as MESSAGES } from '../catalog/engine-messages.ts';
import type { PhraseRule } from './rule-types.ts';

// spec §5: the five word-list rules of the "Local message analysis" table, in table order.
// Each phrase carries a gentler alternative for the UI and the rewrite engine.

// "You don't have to" removes an obligation, so it is not pressure.
const NEGATIONS = ["don't", 'do not', "doesn't", 'does not', "didn't", 'did not', "won't", 'will not'];

export const PRESSURE_RULE: PhraseRule = {
  kind: 'phrases',
  id: 'pressure',
  issue: MESSAGES.ISSUE_PRESSURE,
  penalty: 25,
  severityEffect: 'high',
  recommendation:
    'Replace urgent words with a gentle, specific time frame (for example "by Friday, if you can").',
  phrases: [
    { text: 'asap', suggestion: 'when you have a moment' },
    { text: 'urgent', suggestion: 'important' },
    { text: 'immediately', suggestion: 'when you get a chance' },
    { text: 'deadline', suggestion: 'target date' },
    { text: 'must', suggestion: 'could' },
    { text: 'have to', suggestion: 'could', unlessAfter: NEGATIONS },
    { text: 'need now', suggestion: 'would find helpful soon' },
    { text: 'right away', suggestion: 'when you can' },
    { text: 'critical', suggestion: 'important' },
    { text: 'emergency', suggestion: 'priority' },
  ],
};

export const EMOTIONAL_RULE: PhraseRule = {
  kind: 'phrases',
  id: 'emotional',
  issue: MESSAGES.ISSUE_EMOTIONAL,
  penalty: 20,
  severityEffect: 'high',
  recommendation: 'Describe what happened and what would help next, instead of how it made you feel.',
  phrases: [
    { text: 'disappointed', suggestion: 'hoping for something different' },
    { text: 'frustrated', suggestion: 'I noticed' },
    { text: 'annoyed', suggestion: 'I noticed' },
    { text: 'upset', suggestion: 'thinking about this' },
    { text: 'angry', suggestion: 'keen to sort this out' },
    { text: 'concerned', suggestion: 'wondering' },
    { text: 'worried', suggestion: 'wondering' },
  ],
};

export const DEMANDING_RULE: PhraseRule = {
  kind: 'phrases',
  id: 'demanding',
  issue: MESSAGES.ISSUE_DEMANDING,
  penalty: 15,
  severityEffect: 'at-least-medium',
  recommendation: 'Turn demands into requests ("could you…?") and leave room to say what works.',
  phrases: [
    { text: 'you need to', suggestion: 'could you' },
    { text: 'you must', suggestion: 'could you' },
    { text: 'you have to', suggestion: 'would you be able to' },
    { text: 'you should', suggestion: 'you might' },
    { text: 'required', suggestion: 'helpful' },
    { text: 'mandatory', suggestion: 'recommended' },
  ],
};

export const VAGUE_RULE: PhraseRule = {
  kind: 'phrases',
  id: 'vague',
  issue: 'Uses vague words that leave the reader guessing what is meant',
  penalty: 10,
  severityEffect: 'none',
  recommendation: 'Name the exact items, dates or documents you mean.',
  phrases: [
    { text: 'things', suggestion: 'the specific items' },
    { text: 'stuff', suggestion: 'the specific items' },
    { text: 'issues', suggestion: 'the specific points' },
    { text: 'problems', suggestion: 'the specific points' },
    { text: 'situation', suggestion: 'what happened' },
  ],
};

export const NEGATIVE_RULE: PhraseRule = {
  kind: 'phrases',
  id: 'negative',
  issue: 'Uses negative words that can read as blame',
  penalty: 10,
  severityEffect: 'none',
  recommendation: 'Frame the point as a next step rather than a failure.',
  phrases: [
    { text: 'failed', suggestion: "didn't work out" },
    { text: 'wrong', suggestion: 'different from what we expected' },
    { text: 'mistake', suggestion: 'mix-up' },
    { text: 'error', suggestion: 'hiccup' },
    { text: 'problem', suggestion: 'thing to look at' },
    { text: 'issue', suggestion: 'thing to look at' },
    { text: 'behind', suggestion: 'catching up' },
    { text: 'late', suggestion: 'a little after the plan' },
  ],
};
