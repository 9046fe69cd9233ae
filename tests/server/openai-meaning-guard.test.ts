import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { EDITING_RULES } from '../../src/core/prompt/build-chat-prompt.ts';
import { TransformRequestSchema } from '../../src/core/schemas.ts';
import { createOpenAiChatProvider } from '../../src/server/providers/chat/openai.ts';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { transform } from '../../src/server/transform/transform.ts';
import { completionReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';

// Issue 12, item 11: the LLM path follows the offline engine's rules. The prompt carries them, and
// whatever the model answers goes through the same meaning guard.

const fake = await startFakeOpenAiServer({ apiKey: 'sk-guard-test' });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const memory = createMemoryLogger();
const provider = createOpenAiChatProvider({
  baseUrl: fake.baseUrl,
  apiKey: 'sk-guard-test',
  model: 'gpt-3.5-turbo',
  timeoutMs: 5_000,
  logger: memory.logger,
});
const rewriteWith = async (originalMessage: string, generatedMessage: string) => {
  fake.enqueue(completionReply(JSON.stringify({ generatedMessage, explanation: 'Calmer.' })));
  const result = await transform(TransformRequestSchema.parse({ originalMessage }), {
    provider,
    logger: memory.logger,
  });
  expect(fake.problems).toEqual([]);
  return result;
};

describe('an OpenAI-compatible rewrite', () => {
  it('is asked for with the editing rules in the system message', async () => {
    await rewriteWith('Send the Q3 report by Friday.', 'Could you send the Q3 report by Friday?');
    const body = fake.requests[0]?.body as { messages: { content: string }[] } | undefined;
    const system = body?.messages[0]?.content;
    for (const rule of EDITING_RULES) expect(system).toContain(rule);
  });

  it('gets the meaning guard: a lost "not", "no rush" next to a time limit, a weakened must', async () => {
    const original = 'You must not share the draft contract. Sign it by 5pm Thursday.';
    const result = await rewriteWith(original, 'Feel free to share the draft contract and sign it. No rush!');
    expect(result.warnings).toEqual([
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“5pm Thursday”`,
      `${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}“No rush”`,
      `${MESSAGES.MEANING_GUARD_NEGATION_LOST}“must not share”`,
      `${MESSAGES.MEANING_GUARD_OBLIGATION_WEAKENED}“Sign”`,
    ]);
  });

  it('is not warned about when it only drops blame and turns a must into a request', async () => {
    const result = await rewriteWith(
      'You must send the NDA by 3pm. Honestly, do you ever read your email?',
      'Could you send the NDA by 3pm?',
    );
    expect(result.warnings).toEqual([]);
  });
});
