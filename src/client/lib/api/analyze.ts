import type { Analysis } from '../../../core/schemas.ts';
import { postJson } from '../api-client.ts';

// POST /api/analyze. The playground runs the same pure rules in the browser instead (src/core/analysis);
// this wrapper is for screens that want the server's answer.
export async function analyzeMessage(text: string, signal?: AbortSignal): Promise<Analysis> {
  const response = await postJson('/api/analyze', { text }, { signal });
  return (await response.json()) as Analysis;
}
