import { EXTENSION_TEXT as TEXT } from '../../core/catalog/surfaces.ts';
import type { TransformRequest, TransformResult } from '../../core/schemas.ts';
import { askServerToTransform } from '../server-transform.ts';
import { rewriteOnDevice } from './engine.ts';

// The rewrite: on this device by default, with the very engine the server runs (src/core). With a
// server set in the options, through that server, and on this device again should it be out of reach.
export async function rewrite(
  request: TransformRequest,
  serverUrl: string,
): Promise<{ result: TransformResult; note: string | null }> {
  if (serverUrl) {
    const reply = await askServerToTransform(request);
    if (reply.ok) return { result: reply.response, note: null };
  }
  return { result: await rewriteOnDevice(request), note: serverUrl ? TEXT.serverFellBack : null };
}
