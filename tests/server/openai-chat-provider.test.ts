import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { TransformRequestSchema } from '../../src/core/schemas.ts';
import { createOpenAiChatProvider } from '../../src/server/providers/chat/openai.ts';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import type { ChatOutcome } from '../../src/server/providers/chat/types.ts';
import { fallbackResult } from '../../src/server/transform/fallback-result.ts';
import {
  completionReply,
  errorReply,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../provider-servers/openai.ts';

const API_KEY = 'sk-test-secret-key-1234';
const SECRET_IN_BODY = 'provider-internal-detail-5678';
const request = TransformRequestSchema.parse({
  originalMessage: 'I need the Q3 report ASAP. You were supposed to send it yesterday.',
  persona: 'manager-rsd',
});
const goodJson = {
  generatedMessage: 'Hi! Could you send me the Q3 report when you have a moment? Thank you so much.',
  explanation: 'Removed pressure and blame.',
  analysis: {
    issues: [],
    strengths: ['Polite'],
    severity: 'low',
    cognitiveLoad: 'low',
    score: 92,
    recommendations: [],
  },
};
// The user-visible text of a failed call, as transform() would return it.
const messageOf = (outcome: ChatOutcome) =>
  outcome.ok ? outcome.reply.generatedMessage : fallbackResult(outcome.code).generatedMessage;

let server: FakeOpenAiServer;
let memory: ReturnType<typeof createMemoryLogger>;
const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiChatProvider({
    baseUrl: server.baseUrl,
    apiKey: 'apiKey' in overrides ? overrides.apiKey : API_KEY,
    model: 'gpt-3.5-turbo',
    timeoutMs: overrides.timeoutMs ?? 5000,
    logger: memory.logger,
  });

beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: API_KEY });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  memory = createMemoryLogger();
});

describe('OpenAI-compatible chat provider', () => {
  it('sends the spec §7 request and reads a good reply', async () => {
    server.enqueue(completionReply(JSON.stringify(goodJson)));
    const outcome = await provider().generate(request);
    expect(server.problems).toEqual([]);
    expect(outcome).toEqual({ ok: true, reply: goodJson });
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toMatchObject({
      model: 'gpt-3.5-turbo',
      temperature: 0.7,
      max_tokens: 1000,
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(sent?.body)).toContain('lead with appreciation');
  });

  it('repairs malformed JSON after cutting out the outer braces', async () => {
    const broken = `Sure! Here it is:\n{generatedMessage: 'Hi! Could you send me the Q3 report when you have a moment? Thanks!', "explanation": "Softer",}\nHope that helps.`;
    server.enqueue(completionReply(broken));
    const outcome = await provider().generate(request);
    expect(outcome.ok && outcome.reply.generatedMessage).toBe(
      'Hi! Could you send me the Q3 report when you have a moment? Thanks!',
    );
    expect(outcome.ok && outcome.reply.explanation).toBe('Softer');
  });

  it('fills missing analysis parts with the spec §5 defaults and warns about a short rewrite', async () => {
    server.enqueue(completionReply(JSON.stringify({ generatedMessage: 'Q3 report, when you can?' })));
    const outcome = await provider().generate(request);
    expect(outcome).toEqual({
      ok: true,
      reply: {
        generatedMessage: 'Q3 report, when you can?',
        explanation: MESSAGES.AI_DEFAULT_EXPLANATION,
        analysis: {
          issues: [],
          strengths: [],
          severity: 'low',
          cognitiveLoad: 'low',
          score: 75,
          recommendations: [],
        },
      },
    });
    expect(memory.text()).toContain('AI rewrite is unusually short');
  });

  it('treats a non-JSON reply, a reply without generatedMessage and a cut-off reply as a format problem', async () => {
    server.enqueue(
      completionReply('Here is a calmer version of your message: please send the report.'),
      completionReply(JSON.stringify({ explanation: 'no message' })),
      completionReply('{"generatedMessage": "Hi! Could you send the Q3', 'length'),
    );
    for (let i = 0; i < 3; i++) {
      const outcome = await provider().generate(request);
      expect(outcome).toEqual({ ok: false, code: 'bad_format' });
      expect(messageOf(outcome)).toBe(MESSAGES.AI_BAD_FORMAT);
    }
  });

  it.each([
    [
      401,
      { message: SECRET_IN_BODY, type: 'invalid_request_error', code: 'invalid_api_key' },
      MESSAGES.AI_INVALID_KEY,
    ],
    [429, { message: SECRET_IN_BODY, type: 'requests', code: 'rate_limit_exceeded' }, MESSAGES.RATE_LIMITED],
    [
      429,
      { message: SECRET_IN_BODY, type: 'insufficient_quota', code: 'insufficient_quota' },
      MESSAGES.AI_QUOTA_EXCEEDED,
    ],
    [500, { message: SECRET_IN_BODY, type: 'server_error' }, MESSAGES.AI_GENERIC_FAILURE],
  ])(
    'maps HTTP %i to the catalogue text without leaking the body or key',
    async (status, error, expected) => {
      server.enqueue(errorReply(status, error));
      const outcome = await provider().generate(request);
      expect(messageOf(outcome)).toBe(expected);
      expect(JSON.stringify(outcome)).not.toContain(SECRET_IN_BODY);
      expect(memory.text()).toContain('AI provider call failed');
      expect(memory.text()).not.toContain(SECRET_IN_BODY);
      expect(memory.text()).not.toContain(API_KEY);
    },
  );

  it('retries once without response_format when the server rejects json_object (LM Studio)', async () => {
    server.enqueue(
      {
        status: 400,
        body: JSON.stringify({ error: "'response_format.type' must be 'json_schema' or 'text'" }),
      },
      completionReply(`\`\`\`json\n${JSON.stringify(goodJson)}\n\`\`\``),
    );
    const outcome = await provider().generate(request);
    expect(outcome).toEqual({ ok: true, reply: goodJson });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.body).toHaveProperty('response_format');
    expect(server.requests[1]?.body).not.toHaveProperty('response_format');
  });

  it('does not retry a second time when the retry is rejected too', async () => {
    const rejection = {
      status: 400,
      body: JSON.stringify({ error: 'response_format json_object unsupported' }),
    };
    server.enqueue(rejection, rejection, completionReply(JSON.stringify(goodJson)));
    const outcome = await provider().generate(request);
    expect(messageOf(outcome)).toBe(MESSAGES.AI_GENERIC_FAILURE);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up when the server hangs past the timeout', async () => {
    server.enqueue('hang');
    const outcome = await provider({ timeoutMs: 300 }).generate(request);
    expect(messageOf(outcome)).toBe(MESSAGES.AI_GENERIC_FAILURE);
    expect(memory.text()).toContain('TimeoutError');
  });
});

describe('OpenAI-compatible chat provider without a key', () => {
  let keyless: FakeOpenAiServer;
  beforeAll(async () => {
    keyless = await startFakeOpenAiServer();
  });
  afterAll(() => keyless.close());

  beforeEach(() => keyless.reset());

  it('omits Authorization for a keyless local server such as Ollama', async () => {
    keyless.enqueue(completionReply(JSON.stringify(goodJson)));
    const outcome = await createOpenAiChatProvider({
      baseUrl: keyless.baseUrl,
      model: 'gpt-3.5-turbo',
      timeoutMs: 5000,
      logger: memory.logger,
    }).generate(request);
    expect(keyless.problems).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(keyless.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reports the key as missing when the server asks for one we did not send', async () => {
    keyless.enqueue(errorReply(401, { message: 'You did not provide an API key.' }));
    const outcome = await createOpenAiChatProvider({
      baseUrl: keyless.baseUrl,
      model: 'gpt-3.5-turbo',
      timeoutMs: 5000,
      logger: memory.logger,
    }).generate(request);
    expect(messageOf(outcome)).toBe(MESSAGES.AI_KEY_MISSING);
  });

  it('does not call OpenAI itself without a key', async () => {
    const outcome = await createOpenAiChatProvider({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-3.5-turbo',
      timeoutMs: 5000,
      logger: memory.logger,
    }).generate(request);
    expect(messageOf(outcome)).toBe(MESSAGES.AI_KEY_MISSING);
  });
});
