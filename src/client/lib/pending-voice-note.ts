// A voice note a visitor asked for before signing in (spec §4: Generate Voice Note opens sign-in).
// Sign-in happens in this page (the auth dialog), so memory is enough: once signed in, the same
// message's voice controls take it and finish the note (issue 25: it was silently dropped).
let pendingText: string | null = null;

export function rememberPendingVoiceNote(text: string) {
  pendingText = text;
}

export const isVoiceNotePending = (text: string) => pendingText !== null && pendingText === text;

// The pending note for this text, taken once: true when it was waiting for it.
export function takePendingVoiceNote(text: string): boolean {
  if (!isVoiceNotePending(text)) return false;
  pendingText = null;
  return true;
}

// The visitor closed sign-in without signing in: the note they asked for is no longer wanted, so
// a later sign-in from elsewhere does not make it by surprise.
export function forgetPendingVoiceNote() {
  pendingText = null;
}
