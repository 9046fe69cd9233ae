import type { SentencePlan } from '../plan/clause-action.ts';
import type { SentenceRole } from '../understand/message-model.ts';
import { type Referent, referentOf } from './antecedent.ts';
import { leadsAnAsk, lowerAskOpening } from './condition-ask.ts';
import type { Piece } from './piece.ts';
import { type RealiseOptions, realiseClause } from './realise-clause.ts';
import { purposeOf } from './request-lead.ts';
import { capitalise, finishSentence, SENTENCE_END } from './sentence-end.ts';
import { withoutHoles } from './without-holes.ts';

// realise: the planned clauses back into sentences. Kept clauses keep the writer's wording and
// joins; a request or a gap left by a dropped clause starts a new sentence.

export interface OutSentence {
  readonly text: string;
  readonly line: number;
  readonly role: SentenceRole;
  readonly isAsk: boolean;
  // Starts with a word that points back ("it", "this", "then"): it can't move before its context.
  readonly refersBack: boolean;
  // Starts a new line: schedule-meeting's question after the message, the ask after what is fine
  // (reassuring), so the reader finds what to answer.
  readonly breakBefore?: boolean;
}

const LEADING_CONJUNCTION = /^(?:and|but|so|then|also)\b[\s,]*/i;
const POINTS_BACK = /\b(?:it|this|that|these|those|they|them|then|there)\b/i;

// Rule "writers-own-opening": "And the IRA murdered people.", "But the rest are useless.": a
// sentence the writer opened with "and" or "but" keeps it when what came before it is still there;
// only a clause cut loose by a dropped one loses its joining word.
function startSentence(piece: Piece, writersOwnOpening: boolean): string {
  if (piece.consequence)
    return piece.text.replace(/^(?:or(?:\s+else)?|else|otherwise)\b[\s,]*/i, 'Otherwise, ');
  return capitalise(writersOwnOpening ? piece.text : piece.text.replace(LEADING_CONJUNCTION, ''));
}

// A later dropped clause points over an earlier one; what it lacks, the earlier one may still give.
const mergeReferents = (later: Referent, earlier: Referent | null): Referent => ({
  phrase: later.phrase ?? earlier?.phrase ?? null,
  pluralPhrase: later.pluralPhrase ?? earlier?.pluralPhrase ?? null,
  describedNoun: later.describedNoun ?? earlier?.describedNoun ?? null,
  verbs: later.phrase ? later.verbs : new Set([...later.verbs, ...(earlier?.verbs ?? [])]),
});

// ("Who took my charger." asks too: "who" is its own subject, and its verb comes straight after.)
const WH_QUESTION =
  /^(?:(?:where|what|when|why|who|how|which)\s+(?:is|are|was|were|do|does|did|has|have|can|could|will|would|should)|who\s+(?!(?:i|you|we|they|he|she|it)\b)\p{L}+\s+\p{L})/iu;

export function realiseSentence(
  plan: SentencePlan,
  options: RealiseOptions,
  // `cutLoose`: the last clause before this sentence was dropped or left nothing.
  antecedent: { value: Referent | null; cutLoose?: boolean },
): OutSentence[] {
  const { sentence } = plan;
  const out: OutSentence[] = [];
  let current: string[] = [];
  let currentIsAsk = false;
  let currentOwnContent = false;
  let currentAsks = false;
  let previousKept = false;
  let askJustMade = false;
  const flush = (last = false) => {
    if (current.length === 0) return;
    const leftOpen = last && !currentIsAsk && !/[.!?…]/u.test(sentence.end);
    // Rule "question-mark-leaves-with-its-question": "This report is late, did you even check
    // it?" without its rhetorical question is a statement, "This report is late.", never "This
    // report is late?". Near miss: "You're coming tomorrow?" keeps its mark (it asks).
    const end = currentIsAsk || currentAsks ? sentence.end : sentence.end.replace(/\?/gu, '.');
    // "Hi Tom," and "Thanks,\nAnna" stay as typed: they frame the message, they aren't sentences.
    const finished =
      sentence.role === 'content'
        ? withoutHoles(finishSentence(current.join(' '), end, leftOpen))
        : current.join(' ').trim();
    // Rule "asked-with-a-full-stop": "WHERE IS THE REPORT." asks, with a full stop that barks; a
    // question word before its verb takes the question mark. Near miss: "Where the report is
    // doesn't matter." (the verb comes later: a clause as subject, no question).
    const text =
      sentence.role === 'content' && WH_QUESTION.test(finished) && finished.endsWith('.')
        ? `${finished.slice(0, -1)}?`
        : finished;
    out.push({
      text,
      line: sentence.line,
      role: sentence.role,
      isAsk: currentIsAsk,
      refersBack: POINTS_BACK.test(text) || !currentOwnContent,
    });
    current = [];
    currentIsAsk = false;
    currentOwnContent = false;
    currentAsks = false;
  };
  for (const [index, clausePlan] of plan.clauses.entries()) {
    // Nothing was dropped right before the sentence's first clause (or it opens the message).
    const writersOwnOpening = index === 0 && antecedent.cutLoose !== true;
    const realised = realiseClause(
      clausePlan,
      options,
      sentence.index,
      antecedent.value,
      antecedent.cutLoose === true,
    );
    // Mock praise or a verdict was taken out when the clause was read (understand/message-model.ts).
    if (clausePlan.clause.retold)
      options.notes.add({ kind: 'dropped', reason: clausePlan.clause.retold, sentence: sentence.index + 1 });
    // Rule "no-otherwise-alone": "Otherwise, I'm throwing it all out" is what follows if an ask is
    // not done; with that ask dropped, it is a bare threat, and goes with it.
    const orphanedOutcome = realised?.consequence === true && antecedent.cutLoose === true;
    if (orphanedOutcome)
      options.notes.add({ kind: 'dropped', reason: 'threat', sentence: sentence.index + 1 });
    const piece = orphanedOutcome ? null : realised;
    // An observed event keeps its thing for "the longer one" after it, as a dropped clause does.
    // A clause that left nothing (a count with no topic to follow up) is as good as dropped.
    if (clausePlan.action.kind === 'drop' || clausePlan.action.kind === 'observe' || !piece)
      antecedent.value = mergeReferents(referentOf(clausePlan.clause.tokens), antecedent.value);
    else if (piece) antecedent.value = null;
    antecedent.cutLoose = piece === null;
    if (!piece) {
      previousKept = false;
      continue;
    }
    // Rule "condition-leads-its-ask": "If you're going to cancel, text me an hour before" asks on a
    // condition; split off, the condition was left a fragment ("If you're going to cancel."). The
    // ask carries on after its comma: "If you're going to cancel, could you text me …?". Near miss:
    // "I waited an hour, text me next time" (no condition before the ask) starts a sentence.
    if (piece.isAsk && !piece.joinsPrevious && previousKept && leadsAnAsk(current)) {
      current.push(lowerAskOpening(piece.text));
      currentIsAsk = true;
      currentOwnContent ||= piece.ownContent;
      flush();
      previousKept = false;
      askJustMade = true;
      continue;
    }
    if (piece.isAsk && !piece.joinsPrevious) {
      flush();
      current = [piece.text];
      currentIsAsk = true;
      currentOwnContent = piece.ownContent;
      flush();
      previousKept = false;
      askJustMade = true;
      continue;
    }
    // Rule "purpose-stays-in-the-ask": "Submit your timesheets by Friday so payroll can run" asks
    // for the timesheets for a reason; split off, "so" was lost and "Payroll can run." read as news.
    // The purpose stays inside the request: "Could you submit … by Friday so payroll can run?"
    // Near miss: "Send it, so what's next?" (no helper verb: no purpose) starts its own sentence.
    const asked = out.at(-1);
    if (askJustMade && asked && purposeOf(piece.text) && /\?$/u.test(asked.text)) {
      out[out.length - 1] = { ...asked, text: asked.text.replace(/\?$/u, ` ${purposeOf(piece.text)}?`) };
      askJustMade = false;
      continue;
    }
    askJustMade = false;
    // "If it happens again I'm filing …" -> "If it happens again, I'll need to file …": an
    // outcome told after its condition takes the comma the condition ends with.
    const last = current.length - 1;
    if (previousKept && piece.joinsPrevious && clausePlan.action.kind === 'state-consequence' && last >= 0)
      current[last] = (current[last] as string).replace(/([\p{L}\p{N}])\s*$/u, '$1,');
    if (previousKept && piece.joinsPrevious) current.push(piece.text);
    else {
      flush();
      current = [startSentence(piece, writersOwnOpening)];
    }
    currentIsAsk ||= piece.isAsk;
    currentOwnContent ||= piece.ownContent;
    currentAsks ||= clausePlan.clause.inQuestion;
    // Rule "whole-sentence-piece": a piece that is a sentence of its own ("It was due yesterday.")
    // ends the sentence; what follows starts a new one, without its joining word, never
    // "It was due yesterday. and now we're behind."
    previousKept = !SENTENCE_END.test(piece.text);
    if (!previousKept) flush();
  }
  flush(true);
  return out;
}
