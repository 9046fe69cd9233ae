import type { ClauseFacts } from './clause-facts.ts';

// Rule "no-thing-is-a-rule": "No refunds.", "No extensions.", "No pets." state a rule the reader
// needs (the deadline won't move, the money won't come back): a fact, kept like any other. Only
// a "No" before a word of arguing ("No excuses.", "No exceptions.", "No buts.") insists on what was
// already said and can go as an emphatic aside.
const ARGUING_WORDS = new Set([
  'excuses',
  'exceptions',
  'arguments',
  'buts',
  'ifs',
  'complaints',
  'objections',
  'discussions',
  'debates',
  'negotiations',
  'questions',
  'whining',
  'tantrums',
  'games',
]);

export const statesARule = (clause: ClauseFacts): boolean =>
  clause.words[0] === 'no' && clause.words.length === 2 && !ARGUING_WORDS.has(clause.words[1] ?? '');
