import { rewriteMessage } from '../../../core/rewrite/rewrite.ts';
import type { ChatProvider } from './types.ts';

// The embedded default (DESIGN §1): the offline rewrite engine, no keys and no network.
export function createLocalChatProvider(): ChatProvider {
  return {
    name: 'local',
    generate: async (request) => ({ ok: true, reply: rewriteMessage(request) }),
  };
}
