import type { Hostility } from '../understand/hostility.ts';
import type { ClauseModel, MessageModel, SentenceModel } from '../understand/message-model.ts';

// plan: what happens to each clause. Kept clauses may still lose swearing and reproach words and
// have trigger words replaced (realise does those word edits); whole clauses go only for hostility.

export type ClauseAction =
  | { readonly kind: 'keep' }
  | { readonly kind: 'drop'; readonly reason: Hostility }
  // A command becomes a request with the same verb and object.
  | { readonly kind: 'request'; readonly verbAt: number; readonly negative: boolean }
  // "Don't bother coming to the meeting if you haven't read the brief": the condition is the ask.
  | { readonly kind: 'condition-request' };

export interface ClausePlan {
  readonly clause: ClauseModel;
  readonly action: ClauseAction;
}

export interface SentencePlan {
  readonly sentence: SentenceModel;
  readonly clauses: readonly ClausePlan[];
}

const CONTINUATION = new Set(['and', 'but', 'then']);

// "Can you not be so lazy and empty the bins?": once the insulting frame goes, "empty the bins"
// is what the polite question was asking for.
function continuationVerb(clause: ClauseModel): number {
  return CONTINUATION.has(clause.words[0] ?? '') && clause.tokens[1]?.tags.has('Verb') ? 1 : -1;
}

function planClause(clause: ClauseModel, previous: ClausePlan | undefined, convertCommands: boolean): ClauseAction {
  if (clause.hostility === 'threat' && clause.consequence && /\bif you\b/i.test(clause.text))
    return { kind: 'condition-request' };
  if (clause.hostility !== null) {
    // An ask wrapped in a reproach keeps the ask ("Don't be late again" -> "Please don't be late").
    const keepsAsk = clause.ask?.kind === 'command' && ['blame', 'sarcasm'].includes(clause.hostility);
    if (!keepsAsk) return { kind: 'drop', reason: clause.hostility };
  }
  const droppedFrame = previous?.action.kind === 'drop' && previous.clause.politeQuestion;
  const continued = clause.inQuestion && droppedFrame ? continuationVerb(clause) : -1;
  if (continued >= 0) return { kind: 'request', verbAt: continued, negative: false };
  if (clause.ask?.kind === 'command' && convertCommands)
    return { kind: 'request', verbAt: clause.ask.verbAt, negative: clause.ask.negative };
  return { kind: 'keep' };
}

export function planEdits(model: MessageModel, convertCommands: boolean): SentencePlan[] {
  return model.sentences.map((sentence) => {
    const clauses: ClausePlan[] = [];
    for (const clause of sentence.clauses) {
      const action = sentence.role === 'content' ? planClause(clause, clauses.at(-1), convertCommands) : { kind: 'keep' as const };
      clauses.push({ clause, action });
    }
    return { sentence, clauses };
  });
}
