import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { type Candidate, chooseCandidate } from './choose-candidate.ts';

const request = TransformRequestSchema.parse({ originalMessage: 'unused' });
const check = (original: string, floor = 0) => ({
  request,
  original,
  floor,
  allowed: new Set<string>(),
  chosen: false,
});
const made = (text: string, log: string[]) => (): Candidate => {
  log.push(text);
  return { text, explanation: `made ${text}` };
};

describe('chooseCandidate: the first candidate that passes the check is sent', () => {
  it('stops at the first passing candidate: the lighter ones are never made', () => {
    const log: string[] = [];
    const original = 'Send me the report by Friday.';
    const result = chooseCandidate(
      [made('Could you send me the report by Friday?', log), made(original, log)],
      check(original),
    );
    expect(result.generatedMessage).toBe('Could you send me the report by Friday?');
    expect(log).toEqual(['Could you send me the report by Friday?']);
  });
  it('a candidate that still swears is passed over when the original swore', () => {
    const log: string[] = [];
    const original = 'Send me the damn fucking report by Friday.';
    const result = chooseCandidate(
      [made('Send me the fucking report by Friday.', log), made('Send me the report by Friday.', log)],
      check(original),
    );
    expect(result.generatedMessage).toBe('Send me the report by Friday.');
  });
  it('near miss: with no candidate over an unreachable floor, the best-scoring one is sent', () => {
    const original = 'Please send me the report by Friday.';
    const result = chooseCandidate([made(original, [])], check(original, Number.POSITIVE_INFINITY));
    expect(result.generatedMessage).toBe(original);
  });
});
