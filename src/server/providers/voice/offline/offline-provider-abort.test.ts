import { describe, expect, it } from 'vitest';
import type { OfflineSpeech } from '../../../speech/offline-speech.ts';
import { createMemoryLogger } from '../../chat/test-logger.ts';
import { createOfflineProvider } from './offline-provider.ts';

// Issue 24: a listener who left mid-note logged an error with a stack trace ("Controller is
// already closed"): the next chunk arrived after the stream was cancelled.
function gatedSpeech() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const speech = {
    async *streamMp3() {
      yield new Uint8Array([1]);
      await gate;
      yield new Uint8Array([2]);
    },
  } as unknown as OfflineSpeech;
  return { speech, open };
}

const PINO_ERROR = 50;
const PINO_DEBUG = 20;

describe('a voice note whose listener leaves', () => {
  it('ends quietly, logged at debug, never as an error', async () => {
    const memory = createMemoryLogger();
    const { speech, open } = gatedSpeech();
    const provider = createOfflineProvider({ speech, logger: memory.logger });
    const stream = await provider.speakStream?.([{ text: 'Hello there.' }] as never, { kind: 'default' });
    const reader = stream!.getReader();
    expect((await reader.read()).value).toEqual(new Uint8Array([1]));
    const pending = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const cancelled = reader.cancel();
    open();
    await cancelled;
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const levels = memory.lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= PINO_ERROR)).toEqual([]);
    expect(levels).toContain(PINO_DEBUG);
  });
});
