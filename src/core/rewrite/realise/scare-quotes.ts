import { isQuotedWord } from '../parse/quotes.ts';
import { hasTag, type Token } from '../parse/tokens.ts';

// Rule "scare-quotes": "another 'quick' meeting", "your 'urgent' request", "a \"short\" call": one
// describing word in quotation marks, between a determiner and its noun, is no one's words cited
// (quotes-stay keeps those); it says the opposite is true, and is a jab. The word goes with its
// marks and the noun stays. Near misses: "the 'Q3 Plan' file" (a name, capitalised), "she said
// 'quick'" (a word cited alone, no noun after it), "don't" (an apostrophe inside a word).
export function scareQuotes(tokens: readonly Token[]): number[] {
  return tokens.flatMap((token, at) => {
    const quoted = isQuotedWord(token);
    const describes = hasTag(token, 'Adjective') && !/^\p{Lu}/u.test(token.text);
    const determined = hasTag(tokens[at - 1], 'Determiner') || hasTag(tokens[at - 1], 'Possessive');
    const between = determined && hasTag(tokens[at + 1], 'Noun');
    return quoted && describes && between ? [at] : [];
  });
}
