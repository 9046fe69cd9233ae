import type { TransformInput, TransformResponse } from '../../../core/schemas.ts';
import { ApiError, postJson } from '../api-client.ts';
import { loadOnDeviceEngine } from '../on-device-engine.ts';

// Our server out of reach: no answer at all (offline: status 0), or a proxy in front of it that
// cannot reach it (502, 504). A 503 is our own server's honest "not now", shown as it is.
const SERVER_UNREACHABLE = new Set([0, 502, 504]);

export const isServerUnreachable = (error: unknown) =>
  error instanceof ApiError && SERVER_UNREACHABLE.has(error.status);

// POST /api/transform: the rewrite goes through the server, where provider keys live (DESIGN §2).
// When the server cannot be reached (offline, issue 23), the same offline rewriter runs in the
// browser from the engine's chunk, so the playground still rewrites with the network off.
export async function transformMessage(
  input: TransformInput,
  signal?: AbortSignal,
): Promise<TransformResponse> {
  try {
    const response = await postJson('/api/transform', input, { signal });
    return (await response.json()) as TransformResponse;
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    // The schema (zod) loads with the engine, never on the landing's first paint.
    const [{ rewriteOnDevice }, { TransformRequestSchema }] = await Promise.all([
      loadOnDeviceEngine(),
      import('../../../core/schemas.ts'),
    ]);
    return rewriteOnDevice(TransformRequestSchema.parse(input));
  }
}
