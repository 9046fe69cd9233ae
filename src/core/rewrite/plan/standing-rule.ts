import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { findTimeReferences } from '../understand/time-references.ts';
import { WRITER_OBJECTS, WRITER_OWN, WRITER_POSSESSIVES, writerWords } from '../understand/writer-words.ts';

// Rule "standing-rule" (issue 22): "You must park in Lot C", "You have to show your badge at the
// gate", "You need to update the spreadsheet every Friday" state a rule that holds for the reader
// whatever they would prefer. "Could you park in Lot C?" turns the rule into a favour they may
// decline. The writer's clause stays a statement, its "must" cleaned to "need to". A rule is an
// obligation frame ("you must/need to/have to") with a habit ("every Friday", "always",
// "whenever") or a place where it holds ("in Lot C", "on site", "at the gate"), no time limit of
// its own and nothing done for the writer. Near misses: "You must send me the report by Friday"
// (for the writer, by a limit: an ask), "You need to call the plumber" (no place or habit: a
// task), "Park in Lot C" (no obligation frame: an order the request wording handles).

const OBLIGATION = new Set(['must', 'need', 'needs', 'have', 'has', 'got']);
const HABIT =
  /\b(?:every|each|always|whenever|daily|weekly|monthly|at all times|every time|on arrival|when you arrive|before (?:entering|you enter|you arrive|you go home|you leave))\b/i;
const PLACE_WORDS = new Set(['in', 'at', 'on', 'inside', 'through', 'via', 'from']);
const FOR_WRITER = writerWords(WRITER_OBJECTS, WRITER_POSSESSIVES, WRITER_OWN);

const words = (tokens: readonly Token[]) => tokens.filter(isWord);

// "in Lot C", "at the gate", "on site": a place word before a noun, not before a time ("on
// Friday", "at 3pm": chrono reads those).
function namesPlace(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    if (!PLACE_WORDS.has(token.normal)) return false;
    const next = tokens[index + 1];
    if (!next || !(hasTag(next, 'Noun') || hasTag(next, 'Determiner') || /^\p{Lu}/u.test(next.text)))
      return false;
    const rest = tokens
      .slice(index, index + 4)
      .map((each) => each.text)
      .join(' ');
    return findTimeReferences(rest).every((reference) => reference.start > token.text.length + 1);
  });
}

export function statesStandingRule(clause: ClauseModel): boolean {
  const ask = clause.ask;
  if (ask?.kind !== 'command' || !ask.framed || ask.negative) return false;
  const frame = words(clause.tokens.slice(0, ask.verbAt)).map((token) => token.normal);
  if (!frame.includes('you') || !frame.some((word) => OBLIGATION.has(word))) return false;
  const action = clause.tokens.slice(ask.verbAt);
  if (words(action).some((token) => FOR_WRITER.has(token.normal))) return false;
  const text = action.map((token) => `${token.pre}${token.text}${token.post}`).join('');
  if (HABIT.test(text)) return true;
  // "by 9", "before noon", "today": a time of its own makes it a task for then.
  const limited =
    findTimeReferences(text).length > 0 || /\b(?:by|before|until|till|no later than)\s+\S/i.test(text);
  return !limited && namesPlace(action);
}
