import type { TransformRequest } from '../schemas.ts';
import type { ParsedLine } from './parse/segment.ts';
import { planEdits } from './plan/edit-plan.ts';
import type { Referent } from './realise/antecedent.ts';
import { explainEdits } from './realise/explain-edits.ts';
import { HOSTILITY_REMOVED, NoteBook } from './realise/notes.ts';
import { type OutSentence, realiseSentence } from './realise/realise-sentences.ts';
import { mergeRepeatedAsks } from './realise/repeated-ask.ts';
import { shapeMessage } from './realise/shape-message.ts';
import type { MessageModel } from './understand/message-model.ts';

// plan -> realise -> shape, for one set of options. rewrite.ts decides whether to edit at all and
// checks the result.

// Hostility taken out, or blame told as the event it names (an observation).
const CALMING_NOTES: ReadonlySet<string> = new Set([...HOSTILITY_REMOVED, 'observed']);

export interface EditOutcome {
  readonly text: string;
  readonly explanation: string;
  readonly changed: boolean;
  // The editor itself changed something (not only the task type or an option's shaping).
  readonly edited: boolean;
  // A different message rather than an edit (a decline): rewrite.ts doesn't hold it to the score floor.
  readonly newForm: boolean;
  readonly contentLeft: boolean;
  // Something hostile was taken out or restated (a dropped reproach, a threat's consequence told
  // plainly): rule "fillers-are-no-harm" lets such an edit cost only the spec's length points.
  readonly calmed: boolean;
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
  return mergeRepeatedAsks(plans.flatMap((plan) => realiseSentence(plan, realise, antecedent)));
}

export function editMessage(
  model: MessageModel,
  parsed: readonly ParsedLine[],
  request: TransformRequest,
  options: EditOptions,
): EditOutcome {
  const notes = new NoteBook();
  const sentences = realiseAll(model, request, options, notes);
  // The task type, intent, tone and persona, each its own part (realise/shape-message.ts); the
  // plain fallback (shape off) keeps only the words the tone changes.
  const shaped = shapeMessage(
    { sentences, model, parsed, request, notes: notes.notes },
    options.shape,
    options.thanks,
  );
  return {
    text: shaped.text,
    explanation: explainEdits({
      notes: notes.notes.filter(
        (note) =>
          !(shaped.undoesRequests && note.kind === 'request') &&
          !(note.kind === 'dropped' && shaped.keptSentences.includes(note.sentence)),
      ),
      // Rule "kept-only-what-is-kept": a time limit is said to be kept only if the text sent still
      // has it ("Which is it?" sent without "today or next week" keeps no "today").
      timeLimits: model.timeLimits.filter((limit) => shaped.text.toLowerCase().includes(limit.toLowerCase())),
      extra: shaped.explanations,
    }),
    changed: notes.notes.length > 0 || shaped.explanations.length > 0,
    edited: notes.notes.length > 0,
    newForm: shaped.newForm,
    contentLeft: sentences.some((sentence) => sentence.role === 'content') || shaped.addedContent,
    calmed: notes.notes.some((note) => CALMING_NOTES.has(note.kind)),
  };
}
