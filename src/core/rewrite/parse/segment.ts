import { type Token, tokenizeSentences } from './tokens.ts';
import { withWordRunsJoined } from './word-per-sentence.ts';

// parse: the message as lines (some of them list items) made of sentences made of tokens.

export interface ParsedSentence {
  readonly tokens: readonly Token[];
  // Index of the line the sentence is on, and of the sentence within the message.
  readonly line: number;
  readonly index: number;
}

export interface ParsedLine {
  // "- ", "1. ", "* " as typed, or '' for a plain line.
  readonly bullet: string;
  readonly sentences: readonly ParsedSentence[];
  // A blank line came before this one (a paragraph break).
  readonly afterBlank: boolean;
}

const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/;

export function parseMessage(text: string): ParsedLine[] {
  const lines: ParsedLine[] = [];
  let afterBlank = false;
  let index = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.trim() === '') {
      afterBlank = lines.length > 0;
      continue;
    }
    const bullet = raw.match(BULLET)?.[0] ?? '';
    const body = raw.slice(bullet.length).trim();
    const sentences = withWordRunsJoined(tokenizeSentences(body)).map((tokens) => ({
      tokens,
      line: lines.length,
      index: index++,
    }));
    lines.push({ bullet: bullet.trim(), sentences, afterBlank });
    afterBlank = false;
  }
  return lines;
}

// Notes typed on one line ("need slides by thurs, client meeting fri 9am, bring laptop") are
// items all the same: three or more short pieces between commas or semicolons, no full stops.
export function notesOnOneLine(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.includes('\n') || /[.!?]\s+\S/.test(trimmed)) return null;
  // "notes: ..." or "todo: ..." only labels what follows.
  const body = trimmed.replace(/^(?:notes?|to-?dos?|reminders?|tasks?)\s*:\s*/i, '');
  const pieces = body.split(/\s*[;,]\s+/).filter((piece) => piece.trim() !== '');
  const short = pieces.every((piece) => piece.split(/\s+/).length <= 8);
  return pieces.length >= 3 && short ? pieces.join('\n') : null;
}
