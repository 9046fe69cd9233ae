import { describe, expect, it } from 'vitest';
import { INTENTS, TONES } from '../schemas.ts';
import { REWRITE_FIXTURES } from './fixtures.ts';
import {
  buildRequest,
  checkRewrite,
  MIN_DISTINCT_INTENTS,
  MIN_DISTINCT_TONES,
  measureVariety,
} from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// The quality bar of `npm run bench:rewrite`, on our own fixture messages: every fixture × every
// tone × every intent must pass (a) score, (b) no trigger words, (c) facts kept, (d) length.
describe('rewrite quality bar on the fixtures', () => {
  for (const fixture of REWRITE_FIXTURES) {
    it(`${fixture.id} (${fixture.taskType}) passes (a)–(d) for every tone and intent`, () => {
      const failures: string[] = [];
      for (const tone of TONES) {
        for (const intent of INTENTS) {
          const request = buildRequest(fixture.taskType, fixture.text, tone, intent, 'general');
          const { generatedMessage } = rewriteMessage(request);
          const otherOption = tone !== 'supportive';
          for (const outcome of checkRewrite(
            fixture.text,
            generatedMessage,
            fixture.taskType,
            intent,
            otherOption,
          )) {
            if (!outcome.passed) failures.push(`${tone}/${intent} ${outcome.check}: ${outcome.detail}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    // Tone words the asks; a message that asks nothing and needs no edit reads the same in any tone,
    // as an already-kind message should.
    const request = buildRequest(fixture.taskType, fixture.text, 'supportive', 'ask', 'general');
    const asks = /Turned the command/.test(rewriteMessage(request).explanation);
    it.runIf(asks)(`${fixture.id}: tones word the request differently (e)`, () => {
      const variety = measureVariety(fixture.taskType, fixture.text);
      expect(variety.distinctTones).toBeGreaterThanOrEqual(MIN_DISTINCT_TONES);
      expect(variety.distinctIntents).toBeGreaterThanOrEqual(MIN_DISTINCT_INTENTS);
    });
  }
});

describe('checkRewrite', () => {
  it('fails a rewrite that keeps a trigger word, drops a fact or runs long', () => {
    const original = 'Send the report by Friday.';
    const outcomes = checkRewrite(original, `Send the report ASAP. ${'x'.repeat(200)}`);
    const failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.check);
    expect(failed).toEqual(['score', 'no-triggers', 'facts-kept', 'length']);
  });
});
