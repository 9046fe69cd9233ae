import type { SpeechRequest } from '../../../core/schemas.ts';
import { postJson } from '../api-client.ts';

// POST /api/speech answers with audio/mpeg (spec §9: generated audio is mp3).
export async function generateSpeech(request: SpeechRequest, signal?: AbortSignal): Promise<Blob> {
  const response = await postJson('/api/speech', request, { signal });
  return response.blob();
}
