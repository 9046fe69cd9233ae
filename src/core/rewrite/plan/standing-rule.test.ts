import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from '../understand/build-message-model.ts';
import { statesStandingRule } from './standing-rule.ts';

// Rule "standing-rule": a rule stated to the reader stays a rule, never a favour they may decline.
// Messages written for these tests.
const isRule = (message: string) => {
  const clause = buildMessageModel(parseMessage(message))
    .sentences.flatMap((sentence) => sentence.clauses)
    .find((candidate) => candidate.ask?.kind === 'command');
  return clause ? statesStandingRule(clause) : false;
};

describe('rule "standing-rule"', () => {
  it.each([
    'You must park in Lot C.',
    'You must wear a hard hat on site.',
    'You have to show your badge at the gate.',
    'You need to update the spreadsheet every Friday before you go home.',
  ])('%s is a rule', (message) => expect(isRule(message)).toBe(true));
  it.each([
    'You must send me the report by Friday.',
    'You need to call the plumber.',
    'You need to be at the office by 9.',
    'Park in Lot C.',
    "You mustn't park in Lot C.",
  ])('near miss: %s is a task or an order', (message) => expect(isRule(message)).toBe(false));
  it('the rule is never "Could you …?"', () => {
    const out = rewrite('Hi, welcome! The office is on the 3rd floor. You need to park in Lot C.');
    expect(out).not.toMatch(/Could you park/);
    expect(out).toMatch(/park in Lot C\./);
  });
  it('near miss: a task still becomes a request', () =>
    expect(rewrite('You need to call the plumber.')).toMatch(/^Could you call the plumber\?/));
});
