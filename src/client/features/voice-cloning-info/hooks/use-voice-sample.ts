import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { generateSpeech } from '../../../lib/api/speech.ts';
import { ApiError } from '../../../lib/api-client.ts';

// spec §2: Play Voice Sample toggles playback of a real spoken sample. The audio is made by the
// server's default voice on the first play, then kept, so later toggles only play and pause.
export function useVoiceSample(text: string) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const speech = useMutation({
    mutationFn: () => generateSpeech({ text, voice: 'default' }),
    onSuccess: (blob) => setUrl(URL.createObjectURL(blob)),
  });

  // Start playing as soon as the first sample arrives; the click that asked for it allows autoplay.
  useEffect(() => {
    if (!url) return;
    audioRef.current?.play().catch(() => setIsPlaying(false));
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  function toggle() {
    const audio = audioRef.current;
    if (!url) {
      if (!speech.isPending) speech.mutate();
    } else if (audio?.paused) {
      audio.play().catch(() => setIsPlaying(false));
    } else audio?.pause();
  }

  const error = speech.error
    ? speech.error instanceof ApiError
      ? speech.error.message
      : MESSAGES.SERVER_ERROR
    : null;

  return {
    audioRef,
    url,
    toggle,
    pause,
    isPlaying,
    isLoading: speech.isPending,
    error,
    // Wire these to the <audio> element so the button always tells the truth.
    audioEvents: {
      onPlay: () => setIsPlaying(true),
      onPause: () => setIsPlaying(false),
      onEnded: () => setIsPlaying(false),
    },
  };
}
