import { MESSAGES } from '../../../core/catalog/messages.ts';
import type { ProviderErrorCode } from '../../../core/schemas.ts';

// What we know about a failed HTTP call, read from OpenAI's `{error: {code, type}}` body.
export type HttpFailure = { status: number; errorCode?: string; errorType?: string; sentKey: boolean };

// OpenAI answers 429 for both "too fast" and "out of money"; error.code tells them apart (DESIGN §5).
const QUOTA_CODES = new Set([
  'insufficient_quota',
  'credit_balance_exhausted',
  'organization_spend_limit_exceeded',
  'project_spend_limit_exceeded',
  'organization_usage_limit_exceeded',
]);
const isQuota = (failure: HttpFailure) =>
  QUOTA_CODES.has(failure.errorCode ?? '') || QUOTA_CODES.has(failure.errorType ?? '');

type Row = { code: ProviderErrorCode; message: string; matches?: (failure: HttpFailure) => boolean };

// The one table of spec §8 "AI transform failure": code, user message, and (for HTTP failures)
// when it applies. Rows are tried in order; the last one catches everything else.
const CHAT_ERRORS: readonly Row[] = [
  // A 401 when we sent no key means the key is missing, not wrong.
  { code: 'key_missing', message: MESSAGES.AI_KEY_MISSING, matches: (f) => f.status === 401 && !f.sentKey },
  { code: 'not_initialized', message: MESSAGES.AI_NOT_INITIALIZED },
  {
    code: 'invalid_key',
    message: MESSAGES.AI_INVALID_KEY,
    matches: (f) => f.status === 401 || f.errorCode === 'invalid_api_key',
  },
  {
    code: 'quota_exceeded',
    message: MESSAGES.AI_QUOTA_EXCEEDED,
    matches: (f) => f.status === 429 && isQuota(f),
  },
  { code: 'rate_limited', message: MESSAGES.RATE_LIMITED, matches: (f) => f.status === 429 },
  { code: 'bad_format', message: MESSAGES.AI_BAD_FORMAT },
  { code: 'generic', message: MESSAGES.AI_GENERIC_FAILURE, matches: () => true },
];

export function classifyHttpFailure(failure: HttpFailure): ProviderErrorCode {
  return CHAT_ERRORS.find((row) => row.matches?.(failure))?.code ?? 'generic';
}

export function providerErrorMessage(code: ProviderErrorCode): string {
  return CHAT_ERRORS.find((row) => row.code === code)?.message ?? MESSAGES.AI_GENERIC_FAILURE;
}
