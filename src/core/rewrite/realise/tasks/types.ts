import type { TransformRequest } from '../../../schemas.ts';
import type { ParsedLine } from '../../parse/segment.ts';
import type { MessageModel } from '../../understand/message-model.ts';
import type { EditNote } from '../notes.ts';
import type { OutSentence } from '../realise-sentences.ts';

// What every task type, intent, tone and persona part sees (issue 22): the realised sentences, the
// message model they came from, the request's options and what the editor already changed.
export interface ShapeInput {
  readonly sentences: readonly OutSentence[];
  readonly model: MessageModel;
  readonly parsed: readonly ParsedLine[];
  readonly request: TransformRequest;
  readonly notes: readonly EditNote[];
}

// The sentences after the part, and one line for the explanation: what it changed, or why the
// message did not fit it. `text` is set when the part writes the whole message (phrases, steps).
export interface ShapeOutcome {
  readonly sentences: readonly OutSentence[];
  readonly explanation: string | null;
  readonly text?: string;
  // An order or a reproach went, so a "Thank you!" after it would read as sarcasm (closing.ts).
  readonly droppedOrder?: boolean;
  // The part wrote a different message, not an edit (a decline): the score floor doesn't compare.
  readonly newForm?: boolean;
  // The part undid every request the editor had worded (a heading read as an order, an order to
  // attend that became the question): "Turned the command … into a request" would be stale.
  readonly undoesRequests?: boolean;
  // Sentences (as typed, counted from 1) the editor left out that the part put back (say-no's plain "No."): the
  // explanation no longer says they were left out.
  readonly keptSentences?: readonly number[];
}

export const unchanged = (input: ShapeInput, explanation: string | null = null): ShapeOutcome => ({
  sentences: input.sentences,
  explanation,
});

export const contentSentence = (text: string, isAsk: boolean, line = 0): OutSentence => ({
  text,
  line,
  role: 'content',
  isAsk,
  refersBack: false,
});

export const endsQuestion = (text: string) => /\?["')\]]*$/.test(text.trim());
export const capitalise = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
export const withoutEnd = (text: string) => text.trim().replace(/[\s.!?,;:]+$/u, '');
// Only the words, lower-cased: whether two texts say the same thing ("Sat!" and "sat").
export const lettersOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
