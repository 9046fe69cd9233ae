import type { SpeechRequest } from '../../../core/schemas.ts';
import type { VoiceNoteRequest } from '../../../core/speech/speech-request.ts';
import { postJson } from '../api-client.ts';

// POST /api/speech answers with audio/mpeg (spec §9: generated audio is mp3), streamed as it is
// made: the raw response, so the caller can play it while it arrives.
export function requestSpeech(request: VoiceNoteRequest, signal?: AbortSignal): Promise<Response> {
  return postJson('/api/speech', request, { signal });
}

// The whole note at once.
export async function generateSpeech(request: SpeechRequest, signal?: AbortSignal): Promise<Blob> {
  return (await requestSpeech(request, signal)).blob();
}
