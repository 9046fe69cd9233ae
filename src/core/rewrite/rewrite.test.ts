import { describe, expect, it } from 'vitest';
import { findTriggerWords } from '../analysis/analyze.ts';
import { TransformRequestSchema } from '../schemas.ts';
import { REWRITE_FIXTURES } from './fixtures.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

describe('rewriteMessage', () => {
  it('is deterministic: the same request gives the same result', () => {
    for (const fixture of REWRITE_FIXTURES) {
      const request = buildRequest(fixture.taskType, fixture.text, 'friendly', 'update', 'teammate-adhd');
      expect(rewriteMessage(request)).toEqual(rewriteMessage({ ...request }));
    }
  });

  it('takes a request with the schema defaults', () => {
    const request = TransformRequestSchema.parse({ originalMessage: 'Send me the file ASAP.' });
    expect(rewriteMessage(request).generatedMessage).toContain('Could you send me the file?');
  });

  it('explains in plain words what changed and why', () => {
    const { explanation } = rewriteMessage(
      buildRequest(
        'write-email',
        'I need the budget ASAP. You were supposed to send it yesterday. This is critical for Thursday at 10am.',
        'supportive',
        'ask',
        'general',
      ),
    );
    expect(explanation).toMatch(/^Removed the pressure words 'ASAP' and 'critical' because urgency language/);
    expect(explanation).toContain('kept yesterday, Thursday, 10am');
    expect(explanation).toMatch(/no-rush line/);
  });

  it('removes blame and pressure but keeps the message kind and short', () => {
    const original = "Why is the report still not done? You must send it today. I'm so frustrated.";
    const { generatedMessage } = rewriteMessage(
      buildRequest('write-email', original, 'direct', 'ask', 'general'),
    );
    expect(findTriggerWords(generatedMessage)).toEqual([]);
    expect(generatedMessage).not.toMatch(/frustrated|why is/i);
    expect(generatedMessage).toContain('today');
    expect(generatedMessage.length).toBeLessThanOrEqual(1.5 * original.length + 100);
  });

  it('handles lower-cased, tokenised text', () => {
    const { generatedMessage } = rewriteMessage(
      buildRequest(
        'write-email',
        'aaron please check with stuart / kay on this .',
        'supportive',
        'ask',
        'general',
      ),
    );
    expect(generatedMessage).toMatch(/^Hi Aaron,\nPlease check with stuart \/ kay on this\./);
  });
});
