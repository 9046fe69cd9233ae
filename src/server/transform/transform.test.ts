import { describe, expect, it } from 'vitest';
import { analyze } from '../../core/analysis/analyze.ts';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { WordListsSchema } from '../../core/lists/word-lists-schema.ts';
import {
  type TransformRequest,
  TransformRequestSchema,
  TransformResponseSchema,
} from '../../core/schemas.ts';
import { createMemoryLogger } from '../providers/chat/test-logger.ts';
import type { ChatOutcome, ChatProvider } from '../providers/chat/types.ts';
import { transform } from './transform.ts';

const request = TransformRequestSchema.parse({
  originalMessage: 'Send the Q3 report to Dana by Friday 3pm, it is urgent.',
});
const stubProvider = (outcome: ChatOutcome | Error): ChatProvider => ({
  name: 'openai',
  generate: async () => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  },
});
const reply = (generatedMessage: string): ChatOutcome => ({
  ok: true,
  reply: {
    generatedMessage,
    explanation: 'Calmer.',
    analysis: {
      issues: [],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 99,
      recommendations: [],
    },
  },
});

describe('transform', () => {
  it('scores the rewrite with our own rules, not the provider self-assessment', async () => {
    const rewrite = 'Hi! Could you send the Q3 report to Dana by Friday 3pm? Thank you!';
    const { logger } = createMemoryLogger();
    const result = await transform(request, { provider: stubProvider(reply(rewrite)), logger });
    expect(TransformResponseSchema.parse(result)).toEqual({
      generatedMessage: rewrite,
      explanation: 'Calmer.',
      analysis: analyze(rewrite),
      warnings: [],
    });
  });

  it('passes "nothing to send" through with no invented text and nothing to guard (issue 21)', async () => {
    const { logger } = createMemoryLogger();
    const nothingToSend = {
      about: 'the client call',
      iStatement: "I'm upset that the client call was missed.",
    };
    const angry: ChatOutcome = {
      ok: true,
      reply: { generatedMessage: '', explanation: 'Only anger.', nothingToSend },
    };
    const result = await transform(request, { provider: stubProvider(angry), logger });
    expect(TransformResponseSchema.parse(result)).toMatchObject({
      generatedMessage: '',
      nothingToSend,
      warnings: [],
    });
  });

  it('warns when the rewrite drops a fact of the original (meaning guard)', async () => {
    const { logger } = createMemoryLogger();
    const result = await transform(request, {
      provider: stubProvider(reply('Hi! Could you send the report when you can? Thank you!')),
      logger,
    });
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(result.warnings.join(' ')).toContain('Dana');
  });

  it('warns about "no rush" next to a time limit and a lost "not" (meaning guard)', async () => {
    const { logger } = createMemoryLogger();
    const reassured = await transform(request, {
      provider: stubProvider(reply('Could you send the Q3 report to Dana by Friday 3pm? No rush!')),
      logger,
    });
    expect(reassured.warnings).toEqual([`${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}“No rush”`]);
    const negation = TransformRequestSchema.parse({ originalMessage: 'Do not restart the build server.' });
    const flipped = await transform(negation, {
      provider: stubProvider(reply('Could you restart the build server?')),
      logger,
    });
    expect(flipped.warnings).toEqual([`${MESSAGES.MEANING_GUARD_NEGATION_LOST}“Do not restart”`]);
  });

  it.each([
    ['key_missing', MESSAGES.AI_KEY_MISSING],
    ['invalid_key', MESSAGES.AI_INVALID_KEY],
    ['rate_limited', MESSAGES.RATE_LIMITED],
    ['quota_exceeded', MESSAGES.AI_QUOTA_EXCEEDED],
    ['bad_format', MESSAGES.AI_BAD_FORMAT],
    ['generic', MESSAGES.AI_GENERIC_FAILURE],
  ] as const)('turns %s into the spec §8 fallback result', async (code, message) => {
    const { logger } = createMemoryLogger();
    const result = await transform(request, { provider: stubProvider({ ok: false, code }), logger });
    expect(result).toEqual({
      generatedMessage: message,
      explanation: MESSAGES.AI_FALLBACK_EXPLANATION,
      analysis: {
        issues: [MESSAGES.AI_FALLBACK_ISSUE],
        strengths: [],
        severity: 'low',
        cognitiveLoad: 'low',
        score: 0,
        recommendations: [],
        findings: [],
      },
      warnings: [],
      providerError: code,
    });
  });

  it('answers "not initialised" when no provider was set up', async () => {
    const { logger } = createMemoryLogger();
    const result = await transform(request, { provider: undefined, logger });
    expect(result.generatedMessage).toBe(MESSAGES.AI_NOT_INITIALIZED);
    expect(result.providerError).toBe('not_initialized');
  });

  it('turns a provider that throws into the generic failure and logs only the error name', async () => {
    const memory = createMemoryLogger();
    const result = await transform(request, {
      provider: stubProvider(new TypeError('secret detail from deep inside')),
      logger: memory.logger,
    });
    expect(result.generatedMessage).toBe(MESSAGES.AI_GENERIC_FAILURE);
    expect(memory.text()).toContain('TypeError');
    expect(memory.text()).not.toContain('secret detail');
  });

  it('hands the provider the request with its word lists, and scores the rewrite with them', async () => {
    const lists = WordListsSchema.parse({
      allow: ['report'],
      custom: [{ phrase: 'Dana', category: 'emotional', alternative: 'our Dana' }],
    });
    const seen: TransformRequest[] = [];
    const provider: ChatProvider = {
      name: 'local',
      generate: async (handed) => {
        seen.push(handed);
        return reply('Could Dana send the report? It is urgent.');
      },
    };
    const result = await transform({ ...request, lists }, { provider, logger: createMemoryLogger().logger });
    expect(seen[0]?.lists).toBe(lists);
    expect(result.analysis.findings.map((f) => [f.ruleId, f.text, f.suggestion])).toEqual([
      ['emotional', 'Dana', 'our Dana'],
      ['pressure', 'urgent', 'important'],
    ]);
  });
});
