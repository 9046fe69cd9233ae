import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { analyzeWithLists } from '../../src/core/lists/analyze-with-lists.ts';
import type { WordLists } from '../../src/core/lists/word-lists-schema.ts';
import { type Analysis, AnalysisSchema, TransformResponseSchema } from '../../src/core/schemas.ts';
import { completionReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';
import { createTestApp } from '../support/test-app.ts';

// The rewrite comes from a fake OpenAI-compatible server with a fixed answer, so the tests see how
// the rewrite was scored (the hand-off of the lists to the provider: transform.test.ts).
const REWRITE = 'Per my last email, the report can wait until Friday.';
const fake = await startFakeOpenAiServer({ apiKey: 'sk-lists', model: 'calm-model' });
afterAll(() => fake.close());
const t = await createTestApp({
  env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-lists', AI_MODEL: 'calm-model' },
});
const rewriteReply = () =>
  completionReply(JSON.stringify({ generatedMessage: REWRITE, explanation: 'Calmer.' }));

const MINE: WordLists = {
  allow: ['deadline'],
  off: ['vague'],
  custom: [{ phrase: 'per my last email', alternative: 'as a reminder', category: 'pressure' }],
};
const TEXT = 'Per my last email, the deadline for the stuff is Friday.';

async function save(cookie: string, lists: unknown) {
  return t.request('/api/word-lists', { method: 'PUT', json: lists, cookie });
}
async function analyzeAs(cookie: string | undefined, body: Record<string, unknown> = { text: TEXT }) {
  const response = await t.request('/api/analyze', { json: body, ...(cookie ? { cookie } : {}) });
  expect(response.status).toBe(200);
  return AnalysisSchema.parse(await response.json());
}
const customTexts = (analysis: Analysis) =>
  analysis.findings.filter((f) => f.suggestion === 'as a reminder').map((f) => f.text);

describe('/api/word-lists', () => {
  it('answers 401 "User not authenticated" when signed out', async () => {
    for (const response of [await t.request('/api/word-lists'), await save('', MINE)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: MESSAGES.USER_NOT_AUTHENTICATED,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('starts empty, stores what is saved (trimmed, missing lists filled in) and replaces it on the next save', async () => {
    const { cookie } = await t.signUpAndSignIn();
    expect(await (await t.request('/api/word-lists', { cookie })).json()).toEqual({
      allow: [],
      off: [],
      custom: [],
    });
    const saved = await save(cookie, { allow: ['  deadline '] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ allow: ['deadline'], off: [], custom: [] });
    await save(cookie, MINE);
    expect(await (await t.request('/api/word-lists', { cookie })).json()).toEqual(MINE);
  });

  it('refuses a bad entry with 400 and a message that names it, and keeps the stored lists', async () => {
    const { cookie } = await t.signUpAndSignIn();
    await save(cookie, MINE);
    const response = await save(cookie, { custom: [{ phrase: 'circle back', category: 'rude' }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Custom trigger 1 ("circle back") needs a category: pressure, emotional or demanding.',
      code: 'INVALID_REQUEST',
    });
    expect(await (await t.request('/api/word-lists', { cookie })).json()).toEqual(MINE);
  });
});

describe('/api/analyze and /api/transform use the caller’s own lists only', () => {
  it('applies the signed-in user’s lists, and never another user’s', async () => {
    const owner = await t.signUpAndSignIn();
    const other = await t.signUpAndSignIn();
    expect((await save(owner.cookie, MINE)).status).toBe(200);

    const ownerAnalysis = await analyzeAs(owner.cookie);
    expect(ownerAnalysis).toEqual(analyzeWithLists(TEXT, MINE));
    expect(customTexts(ownerAnalysis)).toEqual(['Per my last email']);
    expect(ownerAnalysis.findings.map((f) => f.text)).not.toContain('deadline');

    // The other user and a visitor get plain spec §5: no custom trigger, "deadline" still flagged.
    for (const cookie of [other.cookie, undefined]) {
      const analysis = await analyzeAs(cookie);
      expect(analysis).toEqual(analyzeWithLists(TEXT));
      expect(customTexts(analysis)).toEqual([]);
      expect(analysis.findings.map((f) => f.text)).toContain('deadline');
    }
    expect(await (await t.request('/api/word-lists', { cookie: other.cookie })).json()).toEqual({
      allow: [],
      off: [],
      custom: [],
    });
  });

  it('scores the rewrite with the same lists: the user’s own, never another user’s', async () => {
    const owner = await t.signUpAndSignIn();
    const other = await t.signUpAndSignIn();
    await save(owner.cookie, MINE);
    const transformAs = async (cookie: string) => {
      fake.enqueue(rewriteReply());
      const response = await t.request('/api/transform', { json: { originalMessage: TEXT }, cookie });
      expect(response.status).toBe(200);
      return TransformResponseSchema.parse(await response.json()).analysis;
    };
    const mine = await transformAs(owner.cookie);
    expect(mine).toEqual(analyzeWithLists(REWRITE, MINE));
    expect(customTexts(mine)).toEqual(['Per my last email']);
    const theirs = await transformAs(other.cookie);
    expect(theirs).toEqual(analyzeWithLists(REWRITE));
    expect(customTexts(theirs)).toEqual([]);
  });

  it('inline lists replace the stored ones, for visitors and signed-in users alike', async () => {
    const owner = await t.signUpAndSignIn();
    await save(owner.cookie, MINE);
    const inline = { custom: [{ phrase: 'stuff', category: 'emotional', alternative: 'the files' }] };
    for (const cookie of [owner.cookie, undefined]) {
      const analysis = await analyzeAs(cookie, { text: TEXT, lists: inline });
      expect(analysis.findings.filter((f) => f.suggestion === 'the files').map((f) => f.text)).toEqual([
        'stuff',
      ]);
      expect(customTexts(analysis)).toEqual([]);
    }
    fake.enqueue(rewriteReply());
    const response = await t.request('/api/transform', {
      json: { originalMessage: TEXT, lists: { custom: [{ phrase: 'the report', category: 'pressure' }] } },
      cookie: owner.cookie,
    });
    const { analysis } = TransformResponseSchema.parse(await response.json());
    expect(analysis.findings.map((f) => f.text)).toEqual(['the report']);
  });

  it('answers 400 naming the entry for bad inline lists, on both routes', async () => {
    const lists = { allow: ['fine', ''] };
    for (const [path, json] of [
      ['/api/analyze', { text: TEXT, lists }],
      ['/api/transform', { originalMessage: TEXT, lists }],
    ] as const) {
      const response = await t.request(path, { json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Allowed word 2 is empty. Type a word or remove it.',
        code: 'INVALID_REQUEST',
      });
    }
  });
});

// Issue 24: saves had no limit, and each one writes and compiles the lists anew.
describe('PUT /api/word-lists per-user limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_WORD_LISTS_PER_MINUTE, for that user only', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_WORD_LISTS_PER_MINUTE: '2' } });
    const first = await limited.signUpAndSignIn();
    const second = await limited.signUpAndSignIn();
    const put = (cookie: string) => limited.request('/api/word-lists', { method: 'PUT', json: MINE, cookie });
    expect((await put(first.cookie)).status).toBe(200);
    expect((await put(first.cookie)).status).toBe(200);
    const refused = await put(first.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: MESSAGES.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await put(second.cookie)).status).toBe(200);
    // Reading stays free.
    expect((await limited.request('/api/word-lists', { cookie: first.cookie })).status).toBe(200);
  });
});
