import type { Persona, Tone } from '../../schemas.ts';
import { joinTokens, type Token } from '../parse/tokens.ts';
import type { ClausePlan } from '../plan/clause-action.ts';
import { prefaceLength } from '../understand/reproach-frames.ts';
import { affirmative } from './affirmative.ts';
import { type Referent, resolvePronoun, resolveSubjectIt } from './antecedent.ts';
import { cleanClause } from './clean-clause.ts';
import { conditionAsk } from './condition-request.ts';
import type { NoteBook } from './notes.ts';
import { observationOf } from './observation.ts';
import { type Piece, toldPiece } from './piece.ts';
import { phraseNeed, phraseRequest, type RequestContext } from './request.ts';
import { leadingPhrase, withLead } from './request-lead.ts';
import {
  consequencePiece,
  hopedPiece,
  lostPlacePiece,
  restatedDuePiece,
  retoldEnvyPiece,
} from './retold-pieces.ts';
import { capitalise } from './sentence-end.ts';
import { asInfinitive, followUpTopic, withoutPastTime } from './verb-forms.ts';

// One planned clause realised as a piece of text: kept in the writer's words, turned into a
// request, or retold; realise-sentences.ts joins the pieces into sentences.

export interface RealiseOptions {
  readonly tone: Tone;
  readonly persona: Persona;
  readonly notes: NoteBook;
  readonly allowed: ReadonlySet<string>;
  readonly otherTimeLimit: (sentence: number) => boolean;
}

const PIVOTS = new Set(['anyway', 'anyhow', 'regardless', 'anyways']);

const ownContent = (clause: ClausePlan['clause']) => clause.hasFact || clause.hasContent;

// The piece one clause leaves by its planned action, or null where nothing of it is said.
export function realiseClause(
  plan: ClausePlan,
  options: RealiseOptions,
  sentence: number,
  antecedent: Referent | null,
  // The clause just before was dropped whole: nothing of it is left for "it" to point at.
  afterDrop = false,
): Piece | null {
  const { clause, action } = plan;
  const clean = { ...options, sentence: sentence + 1 };
  const context: RequestContext = { ...options, otherTimeLimit: options.otherTimeLimit(sentence) };
  const withReferent = (tokens: Token[]) => (antecedent ? resolvePronoun(tokens, antecedent) : tokens);
  if (action.kind === 'drop') {
    options.notes.add({ kind: 'dropped', reason: action.reason, sentence: sentence + 1 });
    return null;
  }
  if (action.kind === 'condition-request') {
    // Read from the cleaned words: "IF THE Q3 NUMBERS ARE NOT IN …" asks in sentence case.
    const ask = conditionAsk({ ...clause, tokens: cleanClause(clause, clean) });
    options.notes.add({ kind: 'dropped', reason: 'threat', sentence: sentence + 1 });
    if (!ask) return null;
    const phrase = ask.before ? `${ask.verbPhrase} before ${ask.before}` : ask.verbPhrase;
    const tokens = [{ text: phrase, pre: '', post: '', normal: phrase, tags: new Set<string>() }];
    return {
      text: phraseRequest(tokens, false, context),
      isAsk: true,
      joinsPrevious: false,
      consequence: false,
      ownContent: true,
    };
  }
  if (action.kind === 'why-request') {
    options.notes.add({ kind: 'dropped', reason: clause.hostility ?? 'rhetorical', sentence: sentence + 1 });
    options.notes.add({ kind: 'request', sentence: sentence + 1 });
    const asked =
      action.until === undefined ? clause : { ...clause, tokens: clause.tokens.slice(0, action.until) };
    const verbPhrase = affirmative(
      withoutPastTime(asInfinitive(withReferent(cleanClause(asked, clean, action.verbAt)))),
    );
    return {
      text: phraseRequest(verbPhrase, action.negative === true, context),
      isAsk: true,
      joinsPrevious: false,
      consequence: false,
      ownContent: ownContent(clause),
    };
  }
  if (action.kind === 'status-question') {
    options.notes.add({ kind: 'dropped', reason: 'rhetorical', sentence: sentence + 1 });
    const { aux, subject, state } = action.thing;
    // "WHY IS THIS STILL NOT DONE": a clause typed in capitals is asked in sentence case.
    const shouted = !/\p{Ll}/u.test(clause.text);
    const said = (tokens: readonly Token[]) => {
      const text = joinTokens(tokens).trim();
      return shouted ? text.toLowerCase() : text;
    };
    const words = [capitalise(aux.normal), said(subject), said(state).replace(/[\s.!?…]+$/u, ''), 'yet?'];
    return { text: words.join(' '), isAsk: true, joinsPrevious: false, consequence: false, ownContent: true };
  }
  if (action.kind === 'told-content') {
    options.notes.add({ kind: 'dropped', reason: clause.hostility ?? 'blame', sentence: sentence + 1 });
    const told = joinTokens(
      cleanClause(clause, clean, action.from).slice(0, action.to && action.to - action.from),
    )
      .trim()
      .replace(/^['"‘“]|[\s.!?,;:'"’”]+$/gu, '');
    return toldPiece(`${capitalise(told)}.`);
  }
  if (action.kind === 'restate-due') return restatedDuePiece(action, clean, context);
  if (action.kind === 'retold-envy') return retoldEnvyPiece(clause, action, clean);
  if (action.kind === 'state-consequence') return consequencePiece(clause, action, clean);
  if (action.kind === 'hoped') return hopedPiece(clause, action, clean);
  if (action.kind === 'lost-place') return lostPlacePiece(clause, action, clean);
  if (action.kind === 'observe') {
    options.notes.add({ kind: 'observed', sentence: sentence + 1 });
    return toldPiece(observationOf(clause, action.event, clean));
  }
  if (action.kind === 'follow-up-on') {
    options.notes.add({ kind: 'dropped', reason: 'blame', sentence: sentence + 1 });
    const topic = followUpTopic(clause.tokens);
    return topic ? toldPiece(`Following up on ${topic}.`) : null;
  }
  if (action.kind === 'request') {
    options.notes.add({ kind: 'request', sentence: sentence + 1 });
    const verbPhrase = withReferent(cleanClause(clause, clean, action.verbAt));
    // "For the last time, do not park here": the preface goes with the order's frame.
    const preface = prefaceLength(clause.tokens);
    if (preface > 0) {
      const words = joinTokens(clause.tokens.slice(0, preface))
        .trim()
        .replace(/[,;:]$/u, '');
      options.notes.add({ kind: 'reproach', word: words.toLowerCase(), sentence: sentence + 1 });
    }
    const lead = leadingPhrase(clause.tokens.slice(preface, action.verbAt));
    return {
      text: withLead(
        lead,
        action.need ? phraseNeed(verbPhrase, context) : phraseRequest(verbPhrase, action.negative, context),
      ),
      isAsk: true,
      joinsPrevious: false,
      consequence: false,
      ownContent: ownContent(clause),
    };
  }
  // "Anyway, drinks on Saturday?" turns away from what was dropped before it; with that gone, so
  // does the turn.
  const cleaned = cleanClause(clause, clean);
  const kept =
    antecedent && afterDrop && clause.hostility === null ? resolveSubjectIt(cleaned, antecedent) : cleaned;
  const turn = antecedent && PIVOTS.has(kept[0]?.normal ?? '') && /,/.test(kept[0]?.post ?? '') ? 1 : 0;
  const text = joinTokens(kept.slice(turn)).trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return {
    text,
    isAsk: clause.ask !== null,
    joinsPrevious: true,
    consequence: clause.consequence,
    ownContent: ownContent(clause),
  };
}
