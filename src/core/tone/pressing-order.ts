import { hasTag } from '../rewrite/parse/tokens.ts';
import type { ClauseModel } from '../rewrite/understand/message-model.ts';

// A named rule (issue 25): a bare order pressed with "now". "Send it now", "Call me right now!",
// "I need the report now." press the reader for an answer this minute, with no listed word for
// spec §5 to see ("need now" is one only when the words touch). Not a pressing order: a request
// ("Could you send it now?"), an order softened with "please", a demand §5 already counts ("You
// must send it now"), "now that" as a conjunction, "now" in a statement ("I can send it now") and
// "now" before the verb of a clause inside the order ("Make sure you now have access").

const PRESSING_WORDS = new Set(['now', 'straightaway', 'pronto']);
const SOFTENERS = new Set(['please', 'kindly']);

export function pressesOrder(clause: ClauseModel): boolean {
  const { ask, tokens } = clause;
  if (ask?.kind !== 'command' || ask.framed || ask.negative) return false;
  if (tokens.some((token) => SOFTENERS.has(token.normal))) return false;
  return tokens.some((token, index) => {
    if (!PRESSING_WORDS.has(token.normal)) return false;
    const next = tokens[index + 1];
    // "Now send the file" opens the order itself; "you now have" times another verb.
    const opensOrder = index < ask.verbAt;
    return next?.normal !== 'that' && (opensOrder || !hasTag(next, 'Verb'));
  });
}

// The clause's tokens from `from` on, without the pressing words: what the order asks for.
export const withoutPressingWords = (clause: ClauseModel, from: number) =>
  clause.tokens.slice(from).filter((token) => !PRESSING_WORDS.has(token.normal));
