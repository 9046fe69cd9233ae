import type { TransformRequest, TransformResponse } from '../core/schemas.ts';
import { ext } from './browser-api.ts';
import { loadSettings } from './settings.ts';

// The rewrite through the person's own Calmly server (set in the options page): its AI provider and
// the signed-in word lists. The provider's keys stay on that server; the extension only sends the text.
type ServerTransformMessage = { type: 'calmly-server-transform'; request: TransformRequest };
export type ServerTransformReply = { ok: true; response: TransformResponse } | { ok: false };

export const isServerTransformMessage = (message: unknown): message is ServerTransformMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'calmly-server-transform';

// Runs in the background: with the server's host permission its fetch is not the page's.
export async function transformViaServer(request: TransformRequest): Promise<ServerTransformReply> {
  const { serverUrl } = await loadSettings();
  if (!serverUrl) return { ok: false };
  try {
    const response = await fetch(new URL('/api/transform', serverUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ ...request, lists: undefined }),
    });
    if (!response.ok) return { ok: false };
    return { ok: true, response: (await response.json()) as TransformResponse };
  } catch {
    return { ok: false };
  }
}

// Runs in the panel: asks the background, which answers { ok: false } when the server is out of reach.
export function askServerToTransform(request: TransformRequest): Promise<ServerTransformReply> {
  const message: ServerTransformMessage = { type: 'calmly-server-transform', request };
  return ext.runtime.sendMessage<ServerTransformReply>(message).catch(() => ({ ok: false }) as const);
}
