import type { VoiceProvider } from '../voice-provider.ts';
import { elevenLabsClone } from './elevenlabs-clone.ts';
import type { ElevenLabsOptions } from './elevenlabs-request.ts';
import { elevenLabsSpeech } from './elevenlabs-speech.ts';
import { elevenLabsDeleteVoice, elevenLabsListVoices } from './elevenlabs-voices.ts';

// ElevenLabs (DESIGN §1), used when ELEVENLABS_API_KEY is set.
export function createElevenLabsProvider(options: ElevenLabsOptions): VoiceProvider {
  return {
    name: 'elevenlabs',
    speak: (parts, voice) =>
      elevenLabsSpeech(
        options,
        parts,
        voice.kind === 'personal' ? voice.providerVoiceId : options.defaultVoiceId,
      ),
    cloneVoice: (input) => elevenLabsClone(options, input),
    deleteVoice: (voiceId) => elevenLabsDeleteVoice(options, voiceId),
    listVoices: () => elevenLabsListVoices(options),
  };
}
