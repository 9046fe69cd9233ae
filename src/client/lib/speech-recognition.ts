import { MESSAGES } from '../../core/catalog/messages.ts';

// TypeScript's DOM library has the result types but not the recognizer itself; this is the part we use.
export type Recognizer = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognizerConstructor = new () => Recognizer;

export function speechRecognitionConstructor(scope: object = globalThis): RecognizerConstructor | undefined {
  const candidates = scope as {
    SpeechRecognition?: RecognizerConstructor;
    webkitSpeechRecognition?: RecognizerConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
}

// Codes that mean this browser has nothing to dictate with: no speech service it may use, none for
// the language, or no microphone. Trying again cannot help, so the message offers typing (issue 25).
const CANNOT_DICTATE = new Set(['service-not-allowed', 'language-not-supported', 'audio-capture']);

export const cannotDictate = (code: string) => CANNOT_DICTATE.has(code);

// spec §8 Speech recognition: one message per error code; 'aborted' (the user stopped) says nothing.
export function speechErrorMessage(code: string): string | null {
  if (cannotDictate(code)) return MESSAGES.SR_UNAVAILABLE;
  switch (code) {
    case 'aborted':
      return null;
    case 'not-allowed':
      return MESSAGES.SR_NOT_ALLOWED;
    case 'no-speech':
      return MESSAGES.SR_NO_SPEECH;
    case 'network':
      return MESSAGES.SR_NETWORK;
    default:
      return MESSAGES.SR_OTHER;
  }
}

// Every result of a continuous session, final and interim, joined in order.
export function transcriptOf(results: SpeechRecognitionResultList) {
  let transcript = '';
  for (let index = 0; index < results.length; index++) transcript += results[index]?.[0]?.transcript ?? '';
  return transcript.trim();
}

// Dictation continues the text already typed, with one space between.
export function appendTranscript(base: string, transcript: string) {
  if (!transcript) return base;
  if (!base.trim()) return transcript;
  return /\s$/.test(base) ? `${base}${transcript}` : `${base} ${transcript}`;
}
