import {
  BLANK_LINE_PAUSE_S,
  BULLET_PAUSE_S,
  EXCLAMATION_PAUSE_S,
  NEWLINE_PAUSE_S,
  SENTENCE_PAUSE_S,
} from '../constants.ts';
import type { SpeechPart } from './speech-parts.ts';
import { stripMarkdownEmphasis } from './strip-markdown.ts';

// spec §5/§9: text to speak, with pauses of 0.5 s after a sentence or question, 0.3 s after an
// exclamation or a bullet item, 1.0 s at a blank line and 0.4 s at a newline.
// When several pause reasons meet at one point (a sentence that ends a line, a bullet item that
// ends with a full stop) the longest pause wins; pauses never add up. No pause leads or trails.
// So in a vertical list the newline's 0.4 s covers the 0.3 s bullet pause; the bullet pause is
// heard on its own between inline bullets ("• budget • hiring").

// Bullet markers are not spoken: a list marker at the start of a line, or a bullet sign mid-line.
const LINE_BULLET = /^\s*(?:[-*•‣◦▪]|\d{1,3}[.)])\s+/;
const INLINE_BULLET = /\s[•‣◦▪]\s/;
// Sentence-ending punctuation, counted only when followed by whitespace or the end of the line,
// so "3.5" and "example.com" stay whole. A run of marks is taken whole from its first mark (the
// lookbehind and the captured lookahead), which keeps the scan linear on long runs like "......x".
const SENTENCE_END = /(?<![.!?…？！])(?=([.!?…？！]+))\1(?=\s|$)/g;

// "?!" counts as a question: any full stop, question mark or ellipsis in the run gives the sentence pause.
const pauseAfterPunctuation = (marks: string) => {
  const isQuestionOrSentence = /[.?…？]/.test(marks);
  return isQuestionOrSentence ? SENTENCE_PAUSE_S : EXCLAMATION_PAUSE_S;
};

class PartsBuilder {
  readonly parts: SpeechPart[] = [];

  text(raw: string) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') return;
    const last = this.parts.at(-1);
    if (last?.kind === 'text')
      this.parts[this.parts.length - 1] = { kind: 'text', text: `${last.text} ${text}` };
    else this.parts.push({ kind: 'text', text });
  }

  pause(seconds: number) {
    const last = this.parts.at(-1);
    if (!last) return;
    if (last.kind === 'pause')
      this.parts[this.parts.length - 1] = { kind: 'pause', seconds: Math.max(last.seconds, seconds) };
    else this.parts.push({ kind: 'pause', seconds });
  }

  finish(): SpeechPart[] {
    if (this.parts.at(-1)?.kind === 'pause') this.parts.pop();
    return this.parts;
  }
}

function speakSentences(builder: PartsBuilder, text: string) {
  let sentenceStart = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    builder.text(text.slice(sentenceStart, end));
    builder.pause(pauseAfterPunctuation(match[0]));
    sentenceStart = end;
  }
  builder.text(text.slice(sentenceStart));
}

// Speaks one line; a bullet in the middle of the line ("Agenda: • budget • hiring") becomes a
// bullet pause. Returns whether the line held bullet items.
function speakLine(builder: PartsBuilder, line: string): boolean {
  const items = line.split(INLINE_BULLET);
  items.forEach((item, index) => {
    if (index > 0) builder.pause(BULLET_PAUSE_S);
    speakSentences(builder, item);
  });
  return items.length > 1;
}

export function prepareSpeech(text: string): SpeechPart[] {
  const builder = new PartsBuilder();
  let blankLinesBefore = 0;
  let isFirstLine = true;
  for (const rawLine of stripMarkdownEmphasis(text).split(/\r\n|\r|\n/)) {
    if (rawLine.trim() === '') {
      blankLinesBefore += 1;
      continue;
    }
    if (!isFirstLine) builder.pause(blankLinesBefore > 0 ? BLANK_LINE_PAUSE_S : NEWLINE_PAUSE_S);
    isFirstLine = false;
    blankLinesBefore = 0;
    const bullet = LINE_BULLET.exec(rawLine);
    const hasInlineBullets = speakLine(builder, bullet ? rawLine.slice(bullet[0].length) : rawLine);
    if (bullet || hasInlineBullets) builder.pause(BULLET_PAUSE_S);
  }
  return builder.finish();
}
