import { ext } from '../browser-api.ts';

// Opens the offscreen document that keeps the engine warm (ADR 017), once per browser session.
// Chromium only: Firefox has no offscreen documents, and its panel runs the engine in the page.
// The WORKERS reason sets no time limit on the document, unlike AUDIO_PLAYBACK's 30 s.
const DOCUMENT = 'warm-engine/offscreen.html';
let opening: Promise<void> | undefined;

export function keepEngineWarm(): Promise<void> {
  const offscreen = ext.offscreen;
  if (!offscreen) return Promise.resolve();
  opening ??= offscreen
    .createDocument({
      url: DOCUMENT,
      reasons: ['WORKERS'],
      justification: 'Runs the on-device rewriter in a worker, ready before the panel asks.',
    })
    // Only one offscreen document may be open: the browser's "already open" is success here. Any
    // other failure leaves the panel its own engine, in the page.
    .catch(() => undefined)
    .finally(() => {
      opening = undefined;
    });
  return opening;
}
