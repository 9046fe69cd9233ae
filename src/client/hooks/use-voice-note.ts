import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import type { VoiceNoteRequest } from '../../core/speech/speech-request.ts';
import { requestSpeech } from '../lib/api/speech.ts';
import { ApiError, isAbortError } from '../lib/api-client.ts';
import { canStreamMp3, createMp3MediaSource } from '../lib/mp3-media-source.ts';
import { voiceNoteFileName } from '../lib/voice-note-file-name.ts';

// spec §3 Audio result: a playable url and the blob. While a note streams (issue 14), `url` plays
// what has arrived and `download` is null; once complete, `download` holds the whole mp3.
export type VoiceNoteAudio = {
  url: string;
  download: { url: string; blob: Blob; fileName: string } | null;
};

async function readChunks(response: Response, onChunk: (chunk: Uint8Array) => Promise<void>) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    await onChunk(next.value);
  }
  return new Blob(chunks as BlobPart[], { type: 'audio/mpeg' });
}

export function useVoiceNote() {
  const [audio, setAudio] = useState<VoiceNoteAudio | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef<AbortController | null>(null);

  // Object urls are revoked when replaced or unmounted.
  useEffect(() => {
    if (!audio) return;
    return () => {
      URL.revokeObjectURL(audio.url);
      if (audio.download && audio.download.url !== audio.url) URL.revokeObjectURL(audio.download.url);
    };
  }, [audio]);
  useEffect(() => () => running.current?.abort(), []);

  async function generate(request: VoiceNoteRequest) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setAudio(null);
    setFailure(null);
    setIsGenerating(true);
    try {
      const response = await requestSpeech(request, controller.signal);
      const fileName = voiceNoteFileName(new Date());
      if (canStreamMp3() && response.body) {
        const source = createMp3MediaSource();
        let hasShown = false;
        const blob = await readChunks(response, async (chunk) => {
          // The player appears with the first audio; the rest follows while it plays.
          if (!hasShown) setAudio({ url: source.url, download: null });
          hasShown = true;
          await source.append(chunk);
        });
        await source.end();
        const download = { url: URL.createObjectURL(blob), blob, fileName };
        if (!controller.signal.aborted) setAudio({ url: source.url, download });
      } else {
        const blob = await response.blob();
        const url = URL.createObjectURL(blob);
        setAudio({ url, download: { url, blob, fileName } });
      }
    } catch (error) {
      if (!isAbortError(error)) setFailure(error);
    } finally {
      if (running.current === controller) setIsGenerating(false);
    }
  }

  // spec §8: 'Failed to generate voice note: ' plus the reason or 'Unknown error'.
  const error = failure
    ? `${MESSAGES.VOICE_NOTE_FAILED_PREFIX}${failure instanceof ApiError ? failure.message : MESSAGES.UNKNOWN_ERROR}`
    : null;

  function reset() {
    running.current?.abort();
    setAudio(null);
    setFailure(null);
  }

  return { audio, generate, isGenerating, error, reset };
}
