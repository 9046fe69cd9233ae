import { joinTokens } from '../parse/tokens.ts';
import type { ClauseAction } from '../plan/clause-action.ts';
import { burdenOnOthers, readersLot } from '../understand/envy-as-observation.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { type CleanOptions, cleanClause } from './clean-clause.ts';
import { type Piece, toldPiece } from './piece.ts';
import { phraseRequest, type RequestContext } from './request.ts';
import { capitalise } from './sentence-end.ts';
import { withoutShouting } from './shouting.ts';
import { statedConsequenceText } from './stated-consequence.ts';
import { asInfinitive } from './verb-forms.ts';

// realise, for the plan actions that tell a hostile clause anew rather than edit its words: a
// missed due date, a threat's stated consequence, envy's grievance, an unmet hope.

type ActionOf<Kind extends ClauseAction['kind']> = Extract<ClauseAction, { kind: Kind }>;

export function restatedDuePiece(
  action: ActionOf<'restate-due'>,
  clean: CleanOptions,
  context: RequestContext,
): Piece {
  clean.notes.add({ kind: 'dropped', reason: 'blame', sentence: clean.sentence });
  const { thing, plural, time, action: missed, back } = action.due;
  const due = `${plural ? 'were' : 'was'} due ${back ? 'back ' : ''}${time}.`;
  // Ask first, then say when it was due: "Could you send me the slides? They were due yesterday."
  const ask = action.askAgain ? phraseRequest(asInfinitive(missed), false, context) : '';
  if (ask) clean.notes.add({ kind: 'request', sentence: clean.sentence });
  // "You were meant to bring them back": the thing as a subject ("They were due back").
  const subject = thing === 'them' ? 'they' : thing;
  const fact = ask ? `${plural ? 'They' : 'It'} ${due}` : `${capitalise(subject)} ${due}`;
  return { ...toldPiece(ask ? `${ask} ${fact}` : fact), isAsk: action.askAgain };
}

// The burden first, then what the reader gets to do: "The rest of us cover your shifts while you
// leave at 4 every day." (understand/envy-as-observation.ts).
export function retoldEnvyPiece(
  clause: ClauseModel,
  action: ActionOf<'retold-envy'>,
  clean: CleanOptions,
): Piece {
  clean.notes.add({ kind: 'dropped', reason: 'sarcasm', sentence: clean.sentence });
  const burden = burdenOnOthers(clause.tokens, action.envy);
  return toldPiece(`${capitalise(burden)} while you ${readersLot(clause.tokens, action.envy)}.`);
}

export function consequencePiece(
  clause: ClauseModel,
  action: ActionOf<'state-consequence'>,
  clean: CleanOptions,
): Piece {
  clean.notes.add({ kind: 'consequence', sentence: clean.sentence });
  return {
    text: `${action.afterAsk ? 'or ' : ''}${statedConsequenceText(withoutShouting(clause.tokens), action.consequence)}`,
    isAsk: false,
    // "If it happens again, I'll have to …": the condition it hangs on is kept before it.
    joinsPrevious: action.joined,
    consequence:
      clause.consequence || action.afterAsk || ['or', 'otherwise', 'else'].includes(clause.words[0] ?? ''),
    ownContent: true,
  };
}

export function hopedPiece(clause: ClauseModel, action: ActionOf<'hoped'>, clean: CleanOptions): Piece {
  clean.notes.add({ kind: 'dropped', reason: 'venting', sentence: clean.sentence });
  const about = joinTokens(cleanClause(clause, clean, action.from))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');
  return toldPiece(`I'd hoped for better with ${about}`);
}

// "… or you're off the squad for the cup match" -> "Otherwise, you can't be on the squad for the cup
// match.": the place lost, told as a fact (rule "lost-place-as-fact").
export function lostPlacePiece(
  clause: ClauseModel,
  action: ActionOf<'lost-place'>,
  clean: CleanOptions,
): Piece {
  clean.notes.add({ kind: 'consequence', sentence: clean.sentence });
  const place = joinTokens(cleanClause(clause, clean, action.place.placeAt))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');
  return { ...toldPiece(`Otherwise, you can't be ${action.place.held} ${place}.`), consequence: true };
}
