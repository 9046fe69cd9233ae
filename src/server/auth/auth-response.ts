import { MESSAGES } from '../../core/catalog/messages.ts';

// better-auth's codes that have a message of our own in the catalogue.
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.INVALID_CREDENTIALS,
  INVALID_TOKEN: MESSAGES.RESET_LINK_INVALID,
};

// Gives better-auth's error answers the API's one error shape, `{ error, code }`, and a standard
// Retry-After on its own 429s. Successful answers pass through untouched.
export async function normalizeAuthResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  // better-auth answers 500 when its database call fails (it catches the error itself); say what
  // it almost always is, a database that dropped away, in the API's shape and without details.
  if (response.status >= 500) {
    return Response.json(
      { error: MESSAGES.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' },
      { status: 503, headers: { 'retry-after': '1' } },
    );
  }
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof payload?.code === 'string' ? payload.code : statusCode(response.status);
  const serviceMessage = typeof payload?.message === 'string' ? payload.message : MESSAGES.AUTH_GENERIC_ERROR;
  const error =
    response.status === 429 ? MESSAGES.TOO_MANY_REQUESTS : (MESSAGE_BY_CODE[code] ?? serviceMessage);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const retryAfter = headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify({ error, code }), { status: response.status, headers });
}

function statusCode(status: number) {
  return status === 429 ? 'TOO_MANY_REQUESTS' : status === 401 ? 'UNAUTHENTICATED' : 'AUTH_ERROR';
}
