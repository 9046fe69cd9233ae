import nlp from 'compromise';
import { hasTag, joinTokens, lemmaOf, type Token } from '../parse/tokens.ts';
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

// Rule "told-whom-what": "You told the client the wrong price" names two things, whom and what; the
// one it happened to leads ("The client was told the wrong price"), never "The client the wrong
// price was told". Near miss: "You lost the keys to the shed" (one thing, with its own "to").
function whomAndWhat(clause: ClauseModel, event: BlamedEvent): [string, string] | null {
  const tokens = clause.tokens.slice(event.objectFrom, event.objectTo);
  const second = tokens.findIndex(
    (token, at) =>
      at > 0 &&
      (hasTag(token, 'Determiner') || hasTag(token, 'Possessive')) &&
      hasTag(tokens[at - 1], 'Noun') &&
      !hasTag(tokens[at - 1], 'Determiner'),
  );
  if (second < 0) return null;
  const said = (part: readonly Token[]) =>
    joinTokens(part)
      .trim()
      .replace(/[\s.!?,;:]+$/u, '');
  return [said(tokens.slice(0, second)), said(tokens.slice(second))];
}

const restAfterComma = (clause: ClauseModel, event: BlamedEvent) => {
  const comma = clause.tokens.findLastIndex((token, at) => at >= event.objectTo - 1 && /,/.test(token.post));
  return comma < 0
    ? null
    : joinTokens(clause.tokens.slice(comma + 1))
        .trim()
        .replace(/[\s.!?,;:]+$/u, '');
};

export function observationOf(clause: ClauseModel, event: BlamedEvent, options: CleanOptions): string {
  const split = whomAndWhat(clause, event);
  const thing = split ? split[0] : eventThing(clause, event);
  const rest = joinTokens(cleanClause(clause, options, event.objectTo))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');
  const verb = clause.tokens[event.verbAt] as Token;
  const be = `${event.plural ? 'were' : 'was'}${event.notDone ? "n't" : ''}`;
  // Rule "observation-keeps-its-comma": "…wasted an hour of everyone's afternoon, Mark": what came
  // after the thing was set off by a comma (a name, an aside), and it still is: "… was wasted,
  // Mark", never "was wasted Mark". Near miss: "You missed the call again" (no comma: joined).
  // ("again, Dave": the reproach word before the comma goes, and the name is still set off.)
  const setOff = rest !== '' && restAfterComma(clause, event) === rest;
  const text = [
    thing.replace(/^\p{L}/u, (letter) => letter.toUpperCase()),
    be,
    `${participleOf(verb)}${split?.[1] === undefined && setOff ? ',' : ''}`,
    split?.[1] && setOff ? `${split[1]},` : split?.[1],
    rest,
  ]
    .filter(Boolean)
    .join(' ');
  return text.replace(/,$/u, '');
}
