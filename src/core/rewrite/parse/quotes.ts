import type { Token } from './tokens.ts';

// Quotation marks around words, read from the spacing the tokens keep. Straight and curly marks
// both count; an apostrophe inside a word ("don't", "Mum's") is no mark, for it sits in the text.
const OPENS = /['"‘“]\s*$/u;
const CLOSES = /^['"’”]/u;

export const opensQuote = (token: Token): boolean => OPENS.test(token.pre);
export const closesQuote = (token: Token): boolean => CLOSES.test(token.post);
// One word in marks of its own: "another 'quick' meeting", "the \"help\"".
export const isQuotedWord = (token: Token): boolean => opensQuote(token) && closesQuote(token);

// The indexes of every token inside a pair of marks ("said 'no rush' but"). Only a quote that
// closes is one: a stray mark ('"0 I need the report ASAP') quotes nothing. A closing mark may
// follow a space here ("'no rush '").
export function quotedIndexes(tokens: readonly Token[]): Set<number> {
  const inside = new Set<number>();
  let openAt = -1;
  tokens.forEach((token, index) => {
    if (opensQuote(token)) openAt = index;
    if (openAt >= 0 && CLOSES.test(token.post.trimStart())) {
      for (let at = openAt; at <= index; at++) inside.add(at);
      openAt = -1;
    }
  });
  return inside;
}
