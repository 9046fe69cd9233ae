import { z } from 'zod';
import { AUDIO_FORMAT_EXTENSION, AUDIO_FORMAT_MIME } from '../../../speech/analysis/audio-format.ts';
import type { CloneInput, CloneResult } from '../voice-provider.ts';
import { callElevenLabs, type ElevenLabsOptions, failed } from './elevenlabs-request.ts';

const AddVoiceReplySchema = z.object({
  voice_id: z.string().min(1),
  requires_verification: z.boolean().optional(),
});

// spec §7 "Voice cloning": multipart with name, files (each named voice_sample) and description.
export async function elevenLabsClone(options: ElevenLabsOptions, input: CloneInput): Promise<CloneResult> {
  const form = new FormData();
  form.append('name', input.name);
  for (const recording of input.recordings) {
    const file = new Blob([new Uint8Array(recording.bytes)], { type: AUDIO_FORMAT_MIME[recording.format] });
    form.append('files', file, `voice_sample.${AUDIO_FORMAT_EXTENSION[recording.format]}`);
  }
  form.append('description', input.description);
  const { status, body } = await callElevenLabs(options, 'clone', '/v1/voices/add', {
    method: 'POST',
    body: form,
  });
  let reply: z.infer<typeof AddVoiceReplySchema>;
  try {
    reply = AddVoiceReplySchema.parse(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    throw failed(options, 'clone', { kind: 'http', status, statusText: 'unexpected reply without voice_id' });
  }
  return {
    providerVoiceId: reply.voice_id,
    requiresVerification: reply.requires_verification === true,
    voiceSettings: null,
  };
}
