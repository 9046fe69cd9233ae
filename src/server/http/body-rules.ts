import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { AppError } from './app-error.ts';
import { rejectUnsafeJson } from './text-guard.ts';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = 35 * 1024 * 1024;

// Routes that take multipart audio instead of JSON (DESIGN §3), relative to /api.
export const MULTIPART_PATHS: readonly string[] = ['/api/voices/clone'];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const tooLarge = () =>
  new AppError({ code: 'BODY_TOO_LARGE', status: 413, message: MESSAGES.BODY_TOO_LARGE });

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: () => Promise.reject(tooLarge()) });
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: () => Promise.reject(tooLarge()),
});

// JSON only, except the audio upload route, which is multipart; each with its own size cap. A
// JSON body is parsed here once and checked for unsafe text (text-guard.ts).
export function bodyRules(): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    const isUpload = MULTIPART_PATHS.includes(c.req.path);
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    const accepted = isUpload ? isMultipart(contentType) : isJson(contentType);
    if (!accepted) {
      throw new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: MESSAGES.JSON_ONLY });
    }
    if (isUpload) return uploadLimit(c, next);
    const checked = async () => {
      await rejectUnsafeJson(c);
      await next();
    };
    const declared = declaredLength(c.req.raw);
    if (declared === null) return jsonLimit(c, checked);
    if (declared > JSON_BODY_LIMIT_BYTES) throw tooLarge();
    return checked();
  };
}

// Rule "declared-length-cap": a JSON body whose length is declared (Content-Length, no
// Transfer-Encoding) is capped by that length, as hono's bodyLimit does, without asking for the
// request's body stream: reading that stream makes the Node adapter build a web Request and read
// the body through web streams, the slowest part of an API request (issue 24, item 5), where it
// would otherwise read the socket's bytes directly. null: the length is unknown, and the stream is
// counted as it arrives (bodyLimit).
function declaredLength(request: Request): number | null {
  const length = request.headers.get('content-length');
  if (length === null || request.headers.has('transfer-encoding')) return null;
  // As bodyLimit reads it: a length that is no number passes, and the JSON parse decides.
  return Number.parseInt(length, 10);
}

function hasBody(request: Request) {
  const length = request.headers.get('content-length');
  if (length !== null && !request.headers.has('transfer-encoding')) return length !== '0';
  // Browsers send a bodiless DELETE with neither header (no body, RFC 9112 §6.3), while the Node
  // adapter still gives every non-GET request a body stream.
  if (request.method === 'DELETE' && !request.headers.has('transfer-encoding')) return false;
  return request.body !== null;
}

function isJson(contentType: string) {
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  // Exactly application/json: better-auth refuses the +json family, so accepting it here would
  // let a request through that one route then fails differently from the others.
  return mediaType === 'application/json';
}

function isMultipart(contentType: string) {
  return contentType.startsWith('multipart/form-data');
}
