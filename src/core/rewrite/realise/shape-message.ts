import { SHAPE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import { closingFor } from './closing.ts';
import { applyIntent } from './intents.ts';
import { layoutMessage } from './layout.ts';
import { applyPersonaWording, splitLeadingGreeting } from './personas.ts';
import type { OutSentence } from './realise-sentences.ts';
import { applyTask } from './tasks/index.ts';
import type { ShapeInput, ShapeOutcome } from './tasks/types.ts';
import { applyTone } from './tones.ts';

// After realise: the task type, then the intent, the persona's wording and the tone each make
// their own change (issue 22), then the layout and a closing where one belongs.

export interface ShapedMessage {
  readonly text: string;
  readonly explanations: readonly string[];
  readonly newForm: boolean;
  // A part wrote content of its own from the message as typed (repair names the misunderstanding
  // the editor dropped as blame): there is something to send after all.
  readonly addedContent: boolean;
  readonly undoesRequests: boolean;
  readonly keptSentences: readonly number[];
}

type Part = (input: ShapeInput) => ShapeOutcome;

export function shapeMessage(input: ShapeInput, shape: boolean, thanks: boolean): ShapedMessage {
  const explanations: string[] = [];
  let droppedOrder = false;
  let newForm = false;
  let undoesRequests = false;
  const keptSentences: number[] = [];
  let sentences: readonly OutSentence[] = splitLeadingGreeting(input.sentences);
  const run = (part: Part): ShapeOutcome => {
    const outcome = part({ ...input, sentences });
    sentences = outcome.sentences;
    if (outcome.explanation) explanations.push(outcome.explanation);
    droppedOrder ||= outcome.droppedOrder === true;
    newForm ||= outcome.newForm === true;
    undoesRequests ||= outcome.undoesRequests === true;
    keptSentences.push(...(outcome.keptSentences ?? []));
    return outcome;
  };
  const { request, model } = input;
  let text: string | undefined;
  if (shape) {
    text = run(applyTask).text;
    if (text === undefined) run(applyIntent);
  }
  if (text === undefined) {
    run(applyPersonaWording);
    run(applyTone);
    const dropped = input.notes.some((note) => note.kind === 'dropped' || note.kind === 'observed');
    text = layoutMessage(
      sentences,
      model.lines,
      shape ? request.persona : 'general',
      model.timeLimits,
      dropped,
    );
    const laidOut = shape && text !== layoutMessage(sentences, model.lines, 'general');
    const note = TEXT.personaLayout[request.persona];
    if (laidOut && note) explanations.push(note);
  }
  const closing = closingFor({
    model,
    notes: input.notes,
    tone: request.tone,
    persona: request.persona,
    taskType: request.taskType,
    asks: sentences.some((sentence) => sentence.isAsk && sentence.role === 'content'),
    droppedOrder,
  });
  const addedContent =
    !input.sentences.some((sentence) => sentence.role === 'content') &&
    sentences.some((sentence) => sentence.role === 'content');
  return {
    text: closing && thanks ? `${text}\n${closing}`.trim() : text,
    explanations,
    newForm,
    addedContent,
    undoesRequests,
    keptSentences,
  };
}
