import { REWRITE_EXPLANATIONS as TEXT } from '../catalog/rewrite-explanations.ts';
import type { TransformRequest } from '../schemas.ts';
import type { ParsedLine } from './parse/segment.ts';
import { planEdits } from './plan/edit-plan.ts';
import type { Referent } from './realise/antecedent.ts';
import { explainEdits } from './realise/explain-edits.ts';
import { layoutMessage } from './realise/layout.ts';
import { NoteBook } from './realise/notes.ts';
import { type OutSentence, realiseSentence } from './realise/realise-sentences.ts';
import { asFollowUp, notesAsList, realtimePhrases, thanksFor } from './realise/task-shapes.ts';
import type { MessageModel } from './understand/message-model.ts';

// plan -> realise -> shape, for one set of options. rewrite.ts decides whether to edit at all and
// checks the result.

export interface EditOutcome {
  readonly text: string;
  readonly explanation: string;
  readonly changed: boolean;
  readonly contentLeft: boolean;
}

export interface EditOptions {
  readonly convertCommands: boolean;
  readonly allowed: ReadonlySet<string>;
  // Shape for the task type and persona; off for the plain fallback.
  readonly shape: boolean;
  // Close with the tone's thank-you after a request.
  readonly thanks: boolean;
  // Keep every clause and edit only words (swearing, shouting, reproach words).
  readonly wordsOnly?: boolean;
}

function realiseAll(
  model: MessageModel,
  request: TransformRequest,
  options: EditOptions,
  notes: NoteBook,
): OutSentence[] {
  const plans = planEdits(model, options.convertCommands, options.wordsOnly);
  const limitSentences = new Set(
    model.sentences
      .filter((sentence) => sentence.clauses.some((clause) => clause.timeLimit))
      .map((sentence) => sentence.index),
  );
  const realise = {
    tone: request.tone,
    persona: request.persona,
    notes,
    allowed: options.allowed,
    otherTimeLimit: (sentence: number) => [...limitSentences].some((index) => index !== sentence),
  };
  const antecedent = { value: null as Referent | null };
  return plans.flatMap((plan) => realiseSentence(plan, realise, antecedent));
}

export function editMessage(
  model: MessageModel,
  parsed: readonly ParsedLine[],
  request: TransformRequest,
  options: EditOptions,
): EditOutcome {
  const notes = new NoteBook();
  let sentences = realiseAll(model, request, options, notes);
  const extra: string[] = [];
  const contentLeft = sentences.some((sentence) => sentence.role === 'content');
  const followUp = request.intent === 'follow-up' || request.taskType === 'gentle-followup';
  if (options.shape && followUp) {
    const result = asFollowUp(sentences);
    sentences = result.sentences;
    if (result.changed) extra.push(TEXT.followUp);
  }
  let text: string;
  if (options.shape && request.taskType === 'compose-from-notes' && parsed.length >= 2) {
    text = notesAsList(
      parsed
        .map((_, line) =>
          sentences
            .filter((sentence) => sentence.line === line)
            .map((sentence) => sentence.text)
            .join(' '),
        )
        .filter(Boolean),
    );
    extra.push(TEXT.notesList);
  } else if (options.shape && request.taskType === 'realtime-phrases') {
    const content = sentences.filter((sentence) => sentence.role === 'content');
    text = realtimePhrases(
      content.filter((sentence) => sentence.isAsk).map((sentence) => sentence.text),
      content
        .filter((sentence) => !sentence.isAsk && /\d|\s\p{Lu}/u.test(sentence.text))
        .map((sentence) => sentence.text),
      request.tone,
    );
    extra.push(TEXT.phrases);
  } else {
    text = layoutMessage(sentences, model.lines, options.shape ? request.persona : 'general');
  }
  const madeRequests = notes.notes.some((note) => note.kind === 'request');
  const thanks = thanksFor(request.tone);
  // A sign-off of the writer's own already closes the message.
  const signedOff = model.sentences.some((sentence) => sentence.role === 'signoff');
  if (
    options.thanks &&
    madeRequests &&
    thanks &&
    !model.hasThanks &&
    !signedOff &&
    request.taskType !== 'realtime-phrases'
  )
    text = `${text}\n${thanks}`.trim();
  return {
    text,
    explanation: explainEdits({ notes: notes.notes, timeLimits: model.timeLimits, extra }),
    changed: notes.notes.length > 0 || extra.length > 0,
    contentLeft,
  };
}
