import type { SpeechStyle } from '../../../../core/speech/offline-voices.ts';
import { getJson, requestJson } from '../../../lib/api-client.ts';

export const SPEECH_PREFERENCES_QUERY_KEY = ['speech-preferences'] as const;

// GET /api/speech/preferences: the signed-in user's voice and pace (the default until chosen).
export const fetchSpeechPreferences = (signal?: AbortSignal) =>
  getJson<SpeechStyle>('/api/speech/preferences', { signal });

// PUT /api/speech/preferences: keeps the choice in the user's profile.
export const saveSpeechPreferences = (style: SpeechStyle) =>
  requestJson<SpeechStyle>('/api/speech/preferences', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(style),
  });
