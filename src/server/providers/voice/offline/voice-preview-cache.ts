import { MESSAGES } from '../../../../core/catalog/messages.ts';
import type { SpeechStyle } from '../../../../core/speech/offline-voices.ts';
import { prepareSpeech } from '../../../../core/speech/prepare-speech.ts';
import type { VoiceProvider } from '../voice-provider.ts';

// A preview is the same sentence for everyone, so each voice and pace is spoken once per process
// and kept (a few kB each). A failed one is forgotten, so the next request tries again.
export function createVoicePreviewCache(offline: VoiceProvider) {
  const cache = new Map<string, Promise<Uint8Array>>();
  const parts = prepareSpeech(MESSAGES.VOICE_PREVIEW_TEXT);
  return {
    get(style: SpeechStyle): Promise<Uint8Array> {
      const key = `${style.voice}:${style.pace}`;
      let audio = cache.get(key);
      if (!audio) {
        audio = offline.speak(parts, { kind: 'default', style }, { clientKey: 'voice-previews' });
        audio.catch(() => cache.delete(key));
        cache.set(key, audio);
      }
      return audio;
    },
  };
}
