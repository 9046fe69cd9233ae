import type { Logger } from '../../../logger.ts';
import { logProviderFailure } from '../../provider-failure-log.ts';
import { type ElevenLabsFailure, elevenLabsError, type VoiceOperation } from './elevenlabs-error-table.ts';

export type ElevenLabsOptions = {
  apiKey: string;
  baseUrl: string;
  defaultVoiceId: string;
  timeoutMs: number;
  logger: Logger;
};

type ErrorDetail = { status?: unknown; message?: unknown; msg?: unknown };

// ElevenLabs errors are `{detail: {status, message}}` (DESIGN §5); validation errors (422) are a
// list of `{msg}`; some proxies answer with plain text.
export function readErrorBody(text: string): { code?: string; message?: string } {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    const first = (Array.isArray(detail) ? detail[0] : detail) as ErrorDetail | string | undefined;
    if (typeof first === 'string') return { message: first };
    const code = typeof first?.status === 'string' ? first.status : undefined;
    const message = [first?.message, first?.msg].find((value) => typeof value === 'string') as
      | string
      | undefined;
    return { code, message };
  } catch {
    return {};
  }
}

function failureOf(error: unknown): ElevenLabsFailure {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? { kind: 'timeout' } : { kind: 'unreachable' };
}

// One call to ElevenLabs with the key header and one deadline covering the answer's body too.
// A failure becomes the catalogue's AppError for the operation; the key never reaches a log or
// a person.
export async function callElevenLabs(
  options: ElevenLabsOptions,
  operation: VoiceOperation,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: BodyInit },
): Promise<{ status: number; body: ArrayBuffer }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let failure: ElevenLabsFailure;
  try {
    const response = await fetch(new URL(path, options.baseUrl), {
      ...init,
      headers: { ...init.headers, 'xi-api-key': options.apiKey },
      signal,
    });
    const body = await response.arrayBuffer();
    if (response.ok) return { status: response.status, body };
    failure = {
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      ...readErrorBody(new TextDecoder().decode(body)),
    };
  } catch (error) {
    failure = failureOf(error);
  }
  throw failed(options, operation, failure);
}

// The AppError for a failure, logged once through the shared, redacting provider log.
export function failed(options: ElevenLabsOptions, operation: VoiceOperation, failure: ElevenLabsFailure) {
  const error = elevenLabsError(failure, operation);
  logProviderFailure(
    options.logger,
    'voice provider call failed',
    {
      provider: 'elevenlabs',
      operation,
      code: error.code,
      status: failure.kind === 'http' ? failure.status : undefined,
      providerWords: failure.kind === 'http' ? [failure.code, failure.statusText] : [failure.kind],
    },
    [options.apiKey],
  );
  return error;
}
