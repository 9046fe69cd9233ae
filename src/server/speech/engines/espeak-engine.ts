import initializeEspeak from '@echogarden/espeak-ng-emscripten';
import { int16ToFloat32 } from '../pcm/trim-silence.ts';
import { espeakSettingsFor } from './espeak-settings.ts';
import type { SpeechEngine } from './speech-engine.ts';

// eSpeak NG reads its input as SSML, so a user's "<break time=…>" would become a real pause (or a
// memory-filling one). Escaping makes every character plain text that is read aloud.
export function escapeSsml(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

// eSpeak NG compiled to WebAssembly (docs/decisions/003-offline-voice.md). One instance per thread:
// the WASM module is synchronous, so it runs inside the speech worker, never on the server's loop.
export async function createEspeakEngine(): Promise<SpeechEngine> {
  const espeakModule = await initializeEspeak();
  const espeak = new espeakModule.eSpeakNGWorker();
  const sampleRate = espeak.get_samplerate();

  return {
    name: 'espeak-ng',
    sampleRate,
    synthesize(text, tuning) {
      const settings = espeakSettingsFor(tuning);
      espeak.set_voice(settings.voice);
      espeak.set_rate(settings.rate);
      espeak.set_pitch(settings.pitch);
      const chunks: Int16Array[] = [];
      espeak.synthesize(escapeSsml(text), (samples) => {
        if (samples.length > 0) chunks.push(samples);
        return false;
      });
      const joined = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.length;
      }
      return int16ToFloat32(joined);
    },
  };
}
