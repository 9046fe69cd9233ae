import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { PROVIDER_ERROR_CODES } from '../../../core/schemas.ts';
import { classifyHttpFailure, providerErrorMessage } from './error-table.ts';

describe('chat provider error table', () => {
  it.each([
    [{ status: 401, sentKey: true }, 'invalid_key'],
    [{ status: 401, sentKey: false }, 'key_missing'],
    [{ status: 403, sentKey: true, errorCode: 'invalid_api_key' }, 'invalid_key'],
    [{ status: 429, sentKey: true, errorCode: 'rate_limit_exceeded' }, 'rate_limited'],
    [{ status: 429, sentKey: true }, 'rate_limited'],
    [{ status: 429, sentKey: true, errorCode: 'insufficient_quota' }, 'quota_exceeded'],
    [
      { status: 429, sentKey: true, errorType: 'insufficient_quota', errorCode: 'credit_balance_exhausted' },
      'quota_exceeded',
    ],
    [{ status: 500, sentKey: true }, 'generic'],
    [{ status: 404, sentKey: true }, 'generic'],
  ] as const)('classifies %j as %s', (failure, code) => {
    expect(classifyHttpFailure(failure)).toBe(code);
  });

  it('has the spec §8 text for every code', () => {
    expect(PROVIDER_ERROR_CODES.map(providerErrorMessage)).toEqual([
      MESSAGES.AI_KEY_MISSING,
      MESSAGES.AI_NOT_INITIALIZED,
      MESSAGES.AI_INVALID_KEY,
      MESSAGES.RATE_LIMITED,
      MESSAGES.AI_QUOTA_EXCEEDED,
      MESSAGES.AI_BAD_FORMAT,
      MESSAGES.AI_GENERIC_FAILURE,
    ]);
  });
});
