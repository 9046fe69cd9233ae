import type { SpeechPart } from './speech-parts.ts';

// ElevenLabs pause markup (DESIGN §5: `<break time="0.5s" />` works for eleven_turbo_v2_5, up to 3 s).
// The user's own text must never carry markup of its own: a typed `<break time="3s"/>` would become
// a real pause, so angle brackets in text are dropped before our tags are added.
export function renderElevenLabsText(parts: readonly SpeechPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'text' ? part.text.replace(/[<>]/g, '') : `<break time="${part.seconds.toFixed(1)}s" />`,
    )
    .join(' ');
}

// Plain text without markup, for engines that cannot pause on their own.
export function renderPlainText(parts: readonly SpeechPart[]): string {
  return parts
    .filter((part) => part.kind === 'text')
    .map((part) => part.text)
    .join(' ');
}

const countWords = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

// Expected length of the spoken note: every pause plus the words at the given speaking rate.
export function predictedDurationSeconds(parts: readonly SpeechPart[], wordsPerMinute: number): number {
  let seconds = 0;
  for (const part of parts) {
    seconds += part.kind === 'pause' ? part.seconds : (countWords(part.text) / wordsPerMinute) * 60;
  }
  return seconds;
}
