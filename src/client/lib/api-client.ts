import { MESSAGES } from '../../core/catalog/messages.ts';
import { WEB_APP_TEXT } from '../../core/catalog/surfaces.ts';

// One error type for every call to our own API, so screens can show a calm, specific message.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = { signal?: AbortSignal };

async function readErrorMessage(response: Response) {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      return body.error;
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the status-based message.
  }
  return undefined;
}

function retryAfterSeconds(response: Response) {
  const header = response.headers.get('Retry-After');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
}

// POSTs JSON to our API and returns the raw Response when it succeeded, or throws an ApiError.
export function postJson(path: string, body: unknown, { signal }: RequestOptions = {}) {
  return send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

// GETs from our API and returns the parsed JSON when it succeeded, or throws an ApiError.
export async function getJson<T>(path: string, { signal }: RequestOptions = {}): Promise<T> {
  const response = await send(path, { method: 'GET', signal });
  return (await response.json()) as T;
}

// Any other method or body (DELETE, a multipart FormData upload): the parsed JSON, or an ApiError.
export async function requestJson<T>(path: string, init: RequestInit): Promise<T> {
  const response = await send(path, init);
  return (await response.json()) as T;
}

async function send(path: string, init: RequestInit) {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all: offline, or the server is down. Say which features need it (issue 23).
    throw new ApiError(WEB_APP_TEXT.serverUnreachable, 0);
  }
  if (response.ok) return response;
  const serverMessage = await readErrorMessage(response);
  if (response.status === 429) {
    throw new ApiError(serverMessage ?? MESSAGES.RATE_LIMITED, 429, retryAfterSeconds(response));
  }
  throw new ApiError(serverMessage ?? MESSAGES.SERVER_ERROR, response.status);
}

export function isAbortError(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}
