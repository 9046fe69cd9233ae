import nlp from 'compromise';
import { joinTokens, lemmaOf, type Token } from '../parse/tokens.ts';
import type { BlamedEvent } from '../understand/blamed-events.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { type CleanOptions, cleanClause } from './clean-clause.ts';

// Blame told as what happened (understand/blamed-events.ts): "You missed the client call again"
// -> "The client call was missed." The thing leads, the finger pointed at the reader goes.

// "miss" -> "missed", "forget" -> "forgotten".
function participleOf(verb: Token): string {
  const forms = nlp(`they ${lemmaOf(verb)}`)
    .verbs()
    .conjugate()[0] as Record<string, string> | undefined;
  return forms?.Participle ?? forms?.PastTense ?? verb.text;
}

// The thing, without the punctuation that closed it in the writer's sentence ("the call.").
export const eventThing = (clause: { tokens: readonly Token[] }, event: BlamedEvent): string =>
  joinTokens(clause.tokens.slice(event.objectFrom, event.objectTo))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');

export function observationOf(clause: ClauseModel, event: BlamedEvent, options: CleanOptions): string {
  const thing = eventThing(clause, event);
  const rest = joinTokens(cleanClause(clause, options, event.objectTo))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');
  const verb = clause.tokens[event.verbAt] as Token;
  const be = `${event.plural ? 'were' : 'was'}${event.notDone ? "n't" : ''}`;
  const text = [thing.replace(/^\p{L}/u, (letter) => letter.toUpperCase()), be, participleOf(verb), rest]
    .filter(Boolean)
    .join(' ');
  return text.replace(/,$/u, '');
}
