import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { AppError } from './app-error.ts';

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

// JSON only, except the audio upload route, which is multipart; each with its own size cap.
export function bodyRules(): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    const isUpload = MULTIPART_PATHS.includes(c.req.path);
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    const accepted = isUpload ? isMultipart(contentType) : isJson(contentType);
    if (!accepted) {
      throw new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: MESSAGES.JSON_ONLY });
    }
    return (isUpload ? uploadLimit : jsonLimit)(c, next);
  };
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
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function isMultipart(contentType: string) {
  return contentType.startsWith('multipart/form-data');
}
