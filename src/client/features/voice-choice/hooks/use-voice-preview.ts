import { useRef, useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import type { OfflineVoiceId, SpeechPace } from '../../../../core/speech/offline-voices.ts';

export const previewUrl = (voice: OfflineVoiceId, pace: SpeechPace) =>
  `/api/speech/preview?voice=${encodeURIComponent(voice)}&pace=${encodeURIComponent(pace)}`;

// One short sample at a time: starting a preview stops the one playing. The click that asks for
// it allows playback; the browser streams the mp3 straight from the server.
export function useVoicePreview() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<OfflineVoiceId | null>(null);
  const [error, setError] = useState<string | null>(null);

  function toggle(voice: OfflineVoiceId, pace: SpeechPace) {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing === voice) {
      audio.pause();
      return;
    }
    setError(null);
    audio.src = previewUrl(voice, pace);
    setPlaying(voice);
    audio.play().catch(() => setPlaying(null));
  }

  return {
    audioRef,
    playing,
    error,
    toggle,
    audioEvents: {
      onPause: () => setPlaying(null),
      onEnded: () => setPlaying(null),
      onError: () => {
        setPlaying(null);
        setError(MESSAGES.SERVER_ERROR);
      },
    },
  };
}
