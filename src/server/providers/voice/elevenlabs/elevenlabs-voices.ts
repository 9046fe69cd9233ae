import { z } from 'zod';
import { type VoiceListEntry, VoiceListEntrySchema } from '../../../../core/schemas.ts';
import { PRESET_VOICES } from '../preset-voices.ts';
import { callElevenLabs, type ElevenLabsOptions } from './elevenlabs-request.ts';

const VoicesReplySchema = z.object({ voices: z.array(VoiceListEntrySchema.loose()) });

// spec §7 "List voices": on any failure the three preset voices are used instead.
export async function elevenLabsListVoices(options: ElevenLabsOptions): Promise<VoiceListEntry[]> {
  try {
    const { body } = await callElevenLabs(options, 'speech', '/v1/voices', { method: 'GET' });
    const reply = VoicesReplySchema.parse(JSON.parse(new TextDecoder().decode(body)));
    return reply.voices.map(({ voice_id, name }) => ({ voice_id, name }));
  } catch {
    return [...PRESET_VOICES];
  }
}

// spec §7 "Delete voice". The caller decides that a failure does not block (DESIGN §4).
export async function elevenLabsDeleteVoice(options: ElevenLabsOptions, voiceId: string): Promise<void> {
  await callElevenLabs(options, 'speech', `/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE' });
}
