import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analysis/analyze.ts';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { MAX_MESSAGE_CHARS } from '../../src/core/constants.ts';
import { AnalysisSchema, TransformResponseSchema } from '../../src/core/schemas.ts';
import { analyzeMessage } from '../../src/core/tone/analyze-message.ts';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { completionReply, errorReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';
import { createTestApp, randomIp } from '../support/test-app.ts';

const t = await createTestApp();
const MESSAGE =
  'I need the Q3 report ASAP. Send it to Dana by Friday 3pm, you were supposed to do it yesterday.';
const badRequest = (error: string) => ({ error, code: 'INVALID_REQUEST' });

describe('POST /api/analyze', () => {
  it('answers the §5 analysis of a text with no hostile tone, with its tone findings beside it', async () => {
    const text = 'Could you send me the Q3 report by Friday? Thanks.';
    const response = await t.request('/api/analyze', { json: { text } });
    expect(response.status).toBe(200);
    const answer = AnalysisSchema.parse(await response.json());
    const { findings, ...rest } = answer;
    const { findings: specFindings, ...spec } = analyze(text);
    expect(rest).toEqual(spec);
    expect(findings.filter((finding) => !finding.beyondSpec)).toEqual(specFindings);
  });

  // issue 25, docs/decisions/017-hostility-counts-in-the-score.md
  it('counts hostility in the score, as the CLI and the browser do, with or without the old flag', async () => {
    const text = 'Why did you not reply yesterday?? Fix it now.';
    for (const json of [{ text }, { text, toneFindings: true }]) {
      const response = await t.request('/api/analyze', { json });
      expect(response.status).toBe(200);
      const answer = AnalysisSchema.parse(await response.json());
      expect(answer).toEqual(analyzeMessage(text));
      expect(answer.beyondSpecRules).toEqual(['hostility']);
      expect(answer.issues).toContain(MESSAGES.ISSUE_HOSTILITY);
      expect(answer.score).toBeLessThan(analyze(text).score);
    }
  });

  it.each([
    ['a blank text', { text: '  \n ' }, MESSAGES.MESSAGE_REQUIRED],
    ['no text', {}, MESSAGES.MESSAGE_REQUIRED],
    ['a text over 5,000 characters', { text: 'a'.repeat(MAX_MESSAGE_CHARS + 1) }, MESSAGES.MESSAGE_TOO_LONG],
    ['a text that is not a string', { text: 42 }, MESSAGES.MESSAGE_REQUIRED],
  ])('answers 400 for %s', async (_name, json, error) => {
    const response = await t.request('/api/analyze', { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(badRequest(error));
  });

  it('answers 400 for a body that is not valid JSON', async () => {
    const response = await t.request('/api/analyze', {
      method: 'POST',
      body: '{"text": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(badRequest(MESSAGES.INVALID_REQUEST));
  });
});

describe('POST /api/transform with the offline rewriter (default)', () => {
  it('answers a rewrite, the analysis of the rewrite and the meaning-guard warnings', async () => {
    const response = await t.request('/api/transform', {
      json: {
        taskType: 'write-email',
        originalMessage: MESSAGE,
        tone: 'reassuring',
        intent: 'ask',
        persona: '',
      },
    });
    expect(response.status).toBe(200);
    const result = TransformResponseSchema.parse(await response.json());
    expect(result.providerError).toBeUndefined();
    expect(result.generatedMessage).not.toBe(MESSAGE);
    expect(result.analysis).toEqual(analyzeMessage(result.generatedMessage));
    expect(Array.isArray(result.warnings)).toBe(true);
  });

  it('gives an unknown task type the generic transform (spec §3)', async () => {
    const response = await t.request('/api/transform', {
      json: { taskType: 'write-a-sonnet', originalMessage: MESSAGE },
    });
    expect(response.status).toBe(200);
    expect(TransformResponseSchema.parse(await response.json()).providerError).toBeUndefined();
  });

  it.each([
    ['a blank message', { originalMessage: '   ' }, MESSAGES.MESSAGE_REQUIRED],
    ['no message', { tone: 'friendly' }, MESSAGES.MESSAGE_REQUIRED],
    [
      'a message over 5,000 characters',
      { originalMessage: 'a'.repeat(MAX_MESSAGE_CHARS + 1) },
      MESSAGES.MESSAGE_TOO_LONG,
    ],
    ['an unknown tone', { originalMessage: MESSAGE, tone: 'furious' }, MESSAGES.INVALID_REQUEST],
    ['an unknown intent', { originalMessage: MESSAGE, intent: 'threaten' }, MESSAGES.INVALID_REQUEST],
    ['an unknown persona', { originalMessage: MESSAGE, persona: 'robot' }, MESSAGES.INVALID_REQUEST],
  ])('answers 400 for %s', async (_name, json, error) => {
    const response = await t.request('/api/transform', { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(badRequest(error));
  });
});

describe('rate limits per client IP', () => {
  it('answers 429 with Retry-After once an IP used up its transforms, and other IPs carry on', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_TRANSFORM_PER_MINUTE: '2' } });
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      expect(
        (await limited.request('/api/transform', { json: { originalMessage: MESSAGE }, ip })).status,
      ).toBe(200);
    }
    const blocked = await limited.request('/api/transform', { json: { originalMessage: MESSAGE }, ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: MESSAGES.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
    const other = await limited.request('/api/transform', {
      json: { originalMessage: MESSAGE },
      ip: randomIp(),
    });
    expect(other.status).toBe(200);
  });

  it('limits /api/analyze too', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_API_MAX: '1' } });
    const ip = randomIp();
    expect((await limited.request('/api/analyze', { json: { text: MESSAGE }, ip })).status).toBe(200);
    expect((await limited.request('/api/analyze', { json: { text: MESSAGE }, ip })).status).toBe(429);
  });
});

const API_KEY = 'sk-route-test-key-9876';
const SECRET_IN_BODY = 'upstream-private-detail-4321';
const fake = await startFakeOpenAiServer({ apiKey: API_KEY, model: 'calm-model' });
const memory = createMemoryLogger();
const ai = await createTestApp({
  env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: API_KEY, AI_MODEL: 'calm-model', AI_TIMEOUT_MS: '300' },
  deps: { logger: memory.logger },
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('POST /api/transform with an OpenAI-compatible provider', () => {
  const post = () =>
    ai.request('/api/transform', { json: { originalMessage: MESSAGE, persona: 'manager-rsd' } });

  it("answers the provider's rewrite, scored by our rules, with the meaning guard's warnings", async () => {
    const rewrite = 'Hi! Thank you for all your work. Could you send the Q3 report when you can? No rush.';
    fake.enqueue(completionReply(JSON.stringify({ generatedMessage: rewrite, explanation: 'Softer.' })));
    const response = await post();
    expect(fake.problems).toEqual([]);
    expect(response.status).toBe(200);
    const result = TransformResponseSchema.parse(await response.json());
    expect(result).toMatchObject({
      generatedMessage: rewrite,
      explanation: 'Softer.',
      analysis: analyzeMessage(rewrite),
    });
    // The rewrite dropped Dana and Friday 3pm.
    expect(result.warnings.join(' ')).toContain('Dana');
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('lead with appreciation');
  });

  it.each([
    [
      errorReply(401, { message: SECRET_IN_BODY, code: 'invalid_api_key' }),
      'invalid_key',
      MESSAGES.AI_INVALID_KEY,
    ],
    [
      errorReply(429, { message: SECRET_IN_BODY, code: 'insufficient_quota' }),
      'quota_exceeded',
      MESSAGES.AI_QUOTA_EXCEEDED,
    ],
    [errorReply(500, { message: SECRET_IN_BODY }), 'generic', MESSAGES.AI_GENERIC_FAILURE],
    ['hang' as const, 'generic', MESSAGES.AI_GENERIC_FAILURE],
  ])(
    'answers 200 with the fallback result when the provider fails (%#), leaking neither key nor body',
    async (reply, code, message) => {
      fake.enqueue(reply);
      const response = await post();
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(TransformResponseSchema.parse(JSON.parse(text))).toMatchObject({
        generatedMessage: message,
        explanation: MESSAGES.AI_FALLBACK_EXPLANATION,
        analysis: { issues: [MESSAGES.AI_FALLBACK_ISSUE], score: 0, severity: 'low' },
        providerError: code,
      });
      for (const secret of [API_KEY, SECRET_IN_BODY]) {
        expect(text).not.toContain(secret);
        expect(memory.text()).not.toContain(secret);
      }
    },
  );
});
