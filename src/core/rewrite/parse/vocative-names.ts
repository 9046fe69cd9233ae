import { cuss } from 'cuss';
import { GREETING_WORDS } from './greeting-words.ts';
import type { Token } from './tokens.ts';

// Rule "vocative-name": "Hey Dick, can you send the slides?", "Dear Mr Cockburn,", "Fanny, the
// boiler man is coming at 10": a capitalised word where a greeting puts the reader's name (after
// "Hi"/"Hey"/"Dear", a title, or first in the sentence before a comma) is a name, and never swearing
// to edit ("Hey things,"). The token is tagged VocativeName, and the swearing and toxic-word passes
// leave it alone. Near misses: "Hey dickhead," and "Listen dick," are not capitalised names; a word
// cuss is sure is an insult ("Hey Idiot,", "Moron, the door was open") is still read as one.

// Thanks and cheers address the reader by name too ("Thanks Dick,").
const GREETINGS = new Set([...GREETING_WORDS, 'thanks', 'cheers']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam']);
const SURE_INSULT = 2;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

const isName = (token: Token | undefined): token is Token =>
  token !== undefined && CAPITALISED.test(token.text) && cuss[token.normal] !== SURE_INSULT;

// A name set off: a comma, the end of the sentence, or a surname after it.
const setOff = (tokens: readonly Token[], at: number): boolean => {
  const token = tokens[at] as Token;
  if (/[,:!]/.test(token.post) || at === tokens.length - 1) return true;
  return isName(tokens[at + 1]) && /[,:!]/.test(tokens[at + 1]?.post ?? '');
};

const named = (token: Token): Token => ({ ...token, tags: new Set([...token.tags, 'VocativeName']) });

export function markVocativeNames(tokens: Token[]): Token[] {
  let at = 0;
  // "Good morning Dick,": a greeting of two words.
  if (tokens[0]?.normal === 'good' && GREETINGS.has(tokens[1]?.normal ?? '')) at = 2;
  else if (GREETINGS.has(tokens[0]?.normal ?? '')) at = 1;
  if (TITLES.has(tokens[at]?.normal ?? '') && at > 0) at += 1;
  const greeted = at > 0;
  const token = tokens[at];
  // First in the sentence, a name needs the comma (and must read as a noun: "Damn, I forgot" swears).
  const firstNamed = !greeted && token?.tags.has('Noun') === true && /,/.test(token.post);
  if (!isName(token) || !(greeted ? setOff(tokens, at) : firstNamed)) return tokens;
  const marked = tokens.slice();
  marked[at] = named(token);
  const surname = tokens[at + 1];
  if (greeted && isName(surname) && !/[,:!]/.test(token.post)) marked[at + 1] = named(surname);
  return marked;
}
