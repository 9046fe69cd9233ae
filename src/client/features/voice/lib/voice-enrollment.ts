// spec §3 Local voice enrollment: the user's voice id and name, kept in the browser.
export const ENROLLED_VOICE_ID_KEY = 'calmly.voice-id';
export const ENROLLED_VOICE_NAME_KEY = 'calmly.voice-name';

export type Enrollment = { voiceId: string; voiceName: string };

// Storage can be blocked (private mode, a strict policy): enrollment is a convenience, never an error.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// spec §4 Voice enrollment: not enrolled → enrolled when cloning succeeds.
export function saveEnrollment({ voiceId, voiceName }: Enrollment) {
  const store = storage();
  store?.setItem(ENROLLED_VOICE_ID_KEY, voiceId);
  store?.setItem(ENROLLED_VOICE_NAME_KEY, voiceName);
}

export function readEnrollment(): Enrollment | null {
  const store = storage();
  const voiceId = store?.getItem(ENROLLED_VOICE_ID_KEY);
  if (!voiceId) return null;
  return { voiceId, voiceName: store?.getItem(ENROLLED_VOICE_NAME_KEY) ?? '' };
}

// spec §4: deleting the enrolled voice clears both entries, whether or not the remote deletion worked.
export function clearEnrollment(voiceId: string) {
  const store = storage();
  if (store?.getItem(ENROLLED_VOICE_ID_KEY) !== voiceId) return;
  store.removeItem(ENROLLED_VOICE_ID_KEY);
  store.removeItem(ENROLLED_VOICE_NAME_KEY);
}
