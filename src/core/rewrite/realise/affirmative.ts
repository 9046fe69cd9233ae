import type { Token } from '../parse/tokens.ts';

// Rule "ask-turns-polarity": a failure asked for again ("You still haven't sent anyone over",
// "If you don't tell anybody by Friday") leaves the negation behind, and with it the words only a
// negation takes: "Could you send anyone over?" reads as "anyone at all will do", and "Could you
// send the report yet?" as a taunt. The ask takes the plain forms. Near misses: "any" before a
// noun ("any updates") and "yet" that is no time word ("yet another", "and yet") stay.
const PLAIN_FORMS: Readonly<Record<string, string>> = {
  anyone: 'someone',
  anybody: 'somebody',
  anything: 'something',
  anywhere: 'somewhere',
};

const sameCase = (word: string, like: string) =>
  /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

const isWord = (token: Token | undefined) => token !== undefined && /[\p{L}\p{N}]/u.test(token.text);

export function affirmative(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((token, index) => {
    // Time-word "yet" ends its clause: "sent the report yet", "sent it yet?".
    if (token.normal === 'yet' && !isWord(tokens[index + 1])) {
      const previous = out.at(-1);
      if (previous) out[out.length - 1] = { ...previous, post: token.post || previous.post };
      return;
    }
    const plain = PLAIN_FORMS[token.normal];
    out.push(plain ? { ...token, text: sameCase(plain, token.text), normal: plain } : token);
  });
  return out;
}
