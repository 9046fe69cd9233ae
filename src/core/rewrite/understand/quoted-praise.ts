import { isQuotedWord } from '../parse/quotes.ts';
import { hasTag, lemmaOf } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { THANKING } from './cue-words.ts';

// Rule "quoted-praise": "Thanks for the \"help\" with the move", "What a 'great' plan": a word of
// praise (AFINN > 0) put in quotation marks is said with a sneer; the clause mocks, and goes as
// sarcasm while the facts beside it stay. Near misses: "She said 'great' and left" (a word cited
// after a speech verb), "the 'Best Value' range" (a name, capitalised), "Thanks for the help".
const SPEECH_VERBS = new Set(['say', 'write', 'call', 'reply', 'answer', 'text', 'type', 'word']);

// Rule "thanks-for-quoted": "Thanks for 'tidying' my desk", "Cheers for 'cleaning' the bathroom":
// thanked for, an act in quotation marks is said not to be what it claims, whatever its word; the
// thanks mock. Near misses: "Thanks for saying 'yes'" (a word cited after a speech verb) and
// "Thanks for the 'Hamlet' tickets" (a name, capitalised).
const thankedAct = (clause: ClauseFacts, at: number) =>
  THANKING.has(clause.words[0] ?? '') &&
  (hasTag(clause.tokens[at], 'Gerund') || hasTag(clause.tokens[at], 'Noun'));

export function praisesInQuotes(clause: ClauseFacts): boolean {
  return clause.tokens.some((token, at) => {
    const sneered = (clause.scores.get(at) ?? 0) > 0 || thankedAct(clause, at);
    if (!isQuotedWord(token) || !sneered || /^\p{Lu}/u.test(token.text)) return false;
    const before = clause.tokens[at - 1];
    return !(
      before &&
      (SPEECH_VERBS.has(lemmaOf(before)) || (hasTag(before, 'Verb') && SPEECH_VERBS.has(before.normal)))
    );
  });
}
