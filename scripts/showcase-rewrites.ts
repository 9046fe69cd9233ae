import type { Plugin } from 'vite';
import {
  BEFORE_AFTER_MESSAGES,
  type ShowcaseMessage,
  TEASER_MESSAGE,
} from '../src/client/lib/showcase-messages.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../src/core/schemas.ts';

export type ShowcaseRewrite = ShowcaseMessage & { after: string };

// What the offline engine writes for a message with the default options, as the playground sends it.
export function engineRewrite(message: string) {
  return rewriteMessage(TransformRequestSchema.parse({ originalMessage: message })).generatedMessage;
}

export function showcaseRewrites() {
  const withRewrite = (message: ShowcaseMessage): ShowcaseRewrite => ({
    ...message,
    after: engineRewrite(message.before),
  });
  return { beforeAfter: BEFORE_AFTER_MESSAGES.map(withRewrite), teaser: withRewrite(TEASER_MESSAGE) };
}

const MODULE_ID = 'virtual:showcase-rewrites';
const RESOLVED_ID = `\0${MODULE_ID}`;

// Issue 25: the examples a page shows are the engine's own output, made at build time, so the
// client bundle carries two strings rather than the whole engine.
export function showcaseRewritesPlugin(): Plugin {
  return {
    name: 'calmly-showcase-rewrites',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { beforeAfter, teaser } = showcaseRewrites();
      return `export const BEFORE_AFTER_REWRITES = ${JSON.stringify(beforeAfter)};\nexport const TEASER_REWRITE = ${JSON.stringify(teaser)};\n`;
    },
  };
}
