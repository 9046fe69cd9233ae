import {
  DEFAULT_SPEECH_STYLE,
  readSpeechStyle,
  type SpeechStyle,
} from '../../../../core/speech/offline-voices.ts';

// A visitor's voice choice stays in this browser (issue 14); signed-in users keep it in their profile.
export const SPEECH_STYLE_STORAGE_KEY = 'calmly.speechStyle';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the choice then lasts as long as the page.
    return null;
  }
}

export function readStoredSpeechStyle(): SpeechStyle {
  try {
    return (
      readSpeechStyle(JSON.parse(storage()?.getItem(SPEECH_STYLE_STORAGE_KEY) ?? 'null')) ??
      DEFAULT_SPEECH_STYLE
    );
  } catch {
    return DEFAULT_SPEECH_STYLE;
  }
}

export function storeSpeechStyle(style: SpeechStyle) {
  try {
    storage()?.setItem(SPEECH_STYLE_STORAGE_KEY, JSON.stringify(style));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}
