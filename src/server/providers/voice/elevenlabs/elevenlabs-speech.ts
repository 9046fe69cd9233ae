import { SPEECH_MODEL_ID, SPEECH_VOICE_SETTINGS } from '../../../../core/constants.ts';
import { renderElevenLabsText } from '../../../../core/speech/render-speech.ts';
import type { SpeechPart } from '../../../../core/speech/speech-parts.ts';
import { callElevenLabs, type ElevenLabsOptions } from './elevenlabs-request.ts';

// spec §7 "Text to speech": every body field, with the §9 model and voice settings.
export function textToSpeechBody(parts: readonly SpeechPart[]) {
  return {
    text: renderElevenLabsText(parts),
    model_id: SPEECH_MODEL_ID,
    voice_settings: { ...SPEECH_VOICE_SETTINGS },
    pronunciation_dictionary_locators: [],
    seed: null,
    previous_text: null,
    next_text: null,
    previous_request_ids: [],
    next_request_ids: [],
    apply_text_normalization: 'auto',
  };
}

export async function elevenLabsSpeech(
  options: ElevenLabsOptions,
  parts: readonly SpeechPart[],
  voiceId: string,
): Promise<Uint8Array> {
  const { body } = await callElevenLabs(
    options,
    'speech',
    `/v1/text-to-speech/${encodeURIComponent(voiceId)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
      body: JSON.stringify(textToSpeechBody(parts)),
    },
  );
  return new Uint8Array(body);
}
