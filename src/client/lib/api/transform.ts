import type { TransformInput, TransformResponse } from '../../../core/schemas.ts';
import { postJson } from '../api-client.ts';

// POST /api/transform: the rewrite always goes through the server, where provider keys live (DESIGN §2).
export async function transformMessage(
  input: TransformInput,
  signal?: AbortSignal,
): Promise<TransformResponse> {
  const response = await postJson('/api/transform', input, { signal });
  return (await response.json()) as TransformResponse;
}
