import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { AppError } from '../../../http/app-error.ts';

export type VoiceOperation = 'clone' | 'speech';

// What we know about a failed call: the HTTP status and ElevenLabs' `{detail: {status, message}}`.
export type ElevenLabsFailure =
  | { kind: 'http'; status: number; statusText: string; code?: string; message?: string }
  | { kind: 'timeout' }
  | { kind: 'unreachable' };

// DESIGN §5: "no cloning on this plan" arrives as a 400 with one of these machine codes.
const SUBSCRIPTION_CODES = new Set(['can_not_use_instant_voice_cloning', 'paid_plan_required']);

type Row = {
  code: string;
  // Our answer's status. Never 5xx (docs/decisions/004-voice-error-statuses.md): a provider
  // failure is a failed dependency (424), not our server failing.
  status: ContentfulStatusCode;
  matches: (failure: ElevenLabsFailure, operation: VoiceOperation) => boolean;
  message: (failure: ElevenLabsFailure, operation: VoiceOperation) => string;
};

const http = (failure: ElevenLabsFailure) => (failure.kind === 'http' ? failure : null);

// spec §8 "Voice cloning" and "Speech generation", rows tried in order; the last catches the rest.
// Every message is the catalogue's: spec §8 would show "the provider's message" for the rest,
// but a provider's body can quote our key back (issue 13 item 3), so it goes to the logs only,
// redacted (provider-failure-log.ts).
const ROWS: readonly Row[] = [
  {
    code: 'VOICE_TIMEOUT',
    status: 424,
    matches: (f) => f.kind === 'timeout',
    message: () => MESSAGES.VOICE_PROVIDER_TIMEOUT,
  },
  {
    code: 'VOICE_UNREACHABLE',
    status: 424,
    matches: (f) => f.kind === 'unreachable',
    message: () => MESSAGES.VOICE_PROVIDER_UNREACHABLE,
  },
  {
    code: 'VOICE_INVALID_KEY',
    status: 424,
    matches: (f) => http(f)?.status === 401,
    message: () => MESSAGES.VOICE_INVALID_KEY,
  },
  {
    code: 'VOICE_SUBSCRIPTION',
    status: 424,
    matches: (f) => SUBSCRIPTION_CODES.has(http(f)?.code ?? '') || http(f)?.status === 403,
    message: (_f, operation) =>
      operation === 'clone' ? MESSAGES.VOICE_SUBSCRIPTION : MESSAGES.SPEECH_ACCESS_DENIED,
  },
  {
    code: 'VOICE_NOT_FOUND',
    status: 409,
    matches: (f, operation) =>
      http(f)?.code === 'voice_not_found' ||
      (operation === 'speech' && [404, 422].includes(http(f)?.status ?? 0)),
    message: () => MESSAGES.SPEECH_VOICE_NOT_FOUND,
  },
  {
    code: 'VOICE_RATE_LIMITED',
    status: 429,
    matches: (f) => http(f)?.status === 429,
    message: () => MESSAGES.RATE_LIMITED,
  },
  // A clone the provider rejects as invalid is the user's recording, not our server.
  {
    code: 'VOICE_INVALID_INPUT',
    status: 400,
    matches: (f) => http(f)?.status === 422,
    message: () => MESSAGES.VOICE_RECORDINGS_REJECTED,
  },
  {
    code: 'VOICE_PROVIDER_ERROR',
    status: 424,
    matches: () => true,
    message: () => MESSAGES.VOICE_PROVIDER_FAILED,
  },
];

const PREFIX: Record<VoiceOperation, string> = {
  clone: MESSAGES.CLONE_FAILED_PREFIX,
  speech: MESSAGES.SPEECH_FAILED_PREFIX,
};

export function elevenLabsError(failure: ElevenLabsFailure, operation: VoiceOperation): AppError {
  const row = ROWS.find((candidate) => candidate.matches(failure, operation)) ?? ROWS.at(-1)!;
  return new AppError({
    code: row.code,
    status: row.status,
    message: PREFIX[operation] + row.message(failure, operation),
  });
}
