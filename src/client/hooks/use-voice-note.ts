import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import type { SpeechRequest } from '../../core/schemas.ts';
import { generateSpeech } from '../lib/api/speech.ts';
import { ApiError } from '../lib/api-client.ts';
import { voiceNoteFileName } from '../lib/voice-note-file-name.ts';

export type VoiceNoteAudio = { url: string; blob: Blob; fileName: string };

// spec §3 Audio result: a playable object url and the blob. The url is revoked when replaced or unmounted.
export function useVoiceNote() {
  const [audio, setAudio] = useState<VoiceNoteAudio | null>(null);
  const mutation = useMutation({
    mutationFn: (request: SpeechRequest) => generateSpeech(request),
    onSuccess: (blob) => {
      setAudio({ url: URL.createObjectURL(blob), blob, fileName: voiceNoteFileName(new Date()) });
    },
  });

  useEffect(() => {
    if (!audio) return;
    return () => URL.revokeObjectURL(audio.url);
  }, [audio]);

  // spec §8: 'Failed to generate voice note: ' plus the reason or 'Unknown error'.
  const error = mutation.error
    ? `${MESSAGES.VOICE_NOTE_FAILED_PREFIX}${mutation.error instanceof ApiError ? mutation.error.message : MESSAGES.UNKNOWN_ERROR}`
    : null;

  function reset() {
    setAudio(null);
    mutation.reset();
  }

  return { audio, generate: mutation.mutate, isGenerating: mutation.isPending, error, reset };
}
