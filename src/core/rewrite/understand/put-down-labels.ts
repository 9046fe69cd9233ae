import { learnedWord } from '../detox/learned-lexicon.ts';
import { toxicityOf } from '../detox/toxic-words.ts';
import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';

// A name that puts someone down ("idiot", "clown", "douchebag"), read from the lexicons rather
// than a list: a word listed or learned as toxic (detox/toxic-words.ts), one that people rewriting
// real toxic sentences changed in three cases of four and that is not praise (ParaDetox: "clown"
// 98 %), or one AFINN scores -3 or worse. "shame", "mess", "pity" and "disaster" (AFINN -2, never
// learned) say how things are, not who someone is.
const LEARNED_CHANGE_RATE = 0.75;
const LEARNED_MIN_SEEN = 3;
const STRONG = -3;

export function isPutDownWord(word: string): boolean {
  return isLearnedPutDown(word) || scoreOfWord(word) <= STRONG;
}

// Only what the lexicons list or people removed: "awful" (AFINN -3, kept by people in half its
// uses) says how bad something is, and is no put-down of its own.
export function isLearnedPutDown(word: string): boolean {
  const score = scoreOfWord(word);
  if (score > 0) return false;
  if (toxicityOf(word, score) !== null) return true;
  const learned = learnedWord(word);
  return (
    learned !== undefined && learned.seen >= LEARNED_MIN_SEEN && learned.changeRate >= LEARNED_CHANGE_RATE
  );
}

// Words that may open an exclamation without changing it: "Honestly, what a clown", "Wow, you …".
const EXCLAMATION_LEADS = new Set([
  'honestly',
  'seriously',
  'oh',
  'wow',
  'god',
  'man',
  'jeez',
  'geez',
  'lol',
  'ugh',
]);

// A verb that tells something; the tagger reads "idiot" in "You idiot," as a verb, so a put-down
// word is never counted as one.
const hasRealVerb = (tokens: readonly Token[]) =>
  tokens.some((token) => hasTag(token, 'Verb') && token.text !== '' && !isPutDownWord(token.normal));

// Rule "what-a-label": "What a clown.", "Honestly, what an absolute moron": an exclamation with no
// verb whose noun is a put-down names someone, and says nothing else; it is an insult and goes.
// Near misses: "What a shame." and "What a mess!" (about how things are), "What a lovely day!",
// "What a clown costume you made!" (a verb: it tells something), "What a hero." (praise).
export function exclaimsLabel(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord);
  let at = 0;
  while (EXCLAMATION_LEADS.has(words[at]?.normal ?? '')) at++;
  if (words[at]?.normal !== 'what' || !['a', 'an'].includes(words[at + 1]?.normal ?? '')) return false;
  if (hasRealVerb(tokens)) return false;
  const rest = words.slice(at + 2);
  const head = rest.at(-1);
  if (!head || !hasTag(head, 'Noun') || rest.length > 4) return false;
  return (
    isPutDownWord(head.normal) ||
    (hasTag(head, 'Actor') && rest.slice(0, -1).some((word) => isPutDownWord(word.normal)))
  );
}

// Rule "insult-vocative-opener": "You useless idiot, the client got the draft", "What a clown,
// go back to school": a short run with no verb that names the reader with a put-down, closed off
// by a comma, opens the sentence as a clause of its own, so the insult goes and the news after it
// stays (clauses.ts splits there). Near misses: "You lucky thing, you won!" (no put-down), "Your
// stupid printer, the one by the door, is jammed again" (no verb after the second comma's run
// yet: the printer, a thing, and the sentence runs on), "You and I, we should talk" (no put-down).
export function opensWithPutDown(opener: readonly Token[]): boolean {
  const words = opener.filter(isWord);
  if (words.length === 0 || words.length > 5 || hasRealVerb(opener)) return false;
  if (exclaimsLabel(opener)) return true;
  let at = 0;
  while (EXCLAMATION_LEADS.has(words[at]?.normal ?? '')) at++;
  if (words[at]?.normal !== 'you') return false;
  const head = words.at(-1);
  return head !== undefined && at < words.length - 1 && isPutDownWord(head.normal);
}

// Rule "imagine-being": "Imagine being this stupid and still posting", "Imagine thinking that's a
// good argument, you clown": inviting the reader to picture being someone with a put-down quality
// is a put-down of the reader. Near misses: "Imagine being on a beach right now" (no put-down),
// "Imagine having to redo the whole report" (a shared grumble), "I can't imagine being so calm".
const PICTURED = new Set(['being', 'having', 'thinking', 'believing']);
export function imaginesPutDown(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord);
  let at = 0;
  while (EXCLAMATION_LEADS.has(words[at]?.normal ?? '')) at++;
  if (words[at]?.normal !== 'imagine' || !PICTURED.has(words[at + 1]?.normal ?? '')) return false;
  return words.slice(at + 2).some((word) => isLearnedPutDown(word.normal));
}

// Rule "people-like-you": "Typical behaviour from people like you", "You people never learn",
// "Your kind always does this": lumping the reader into a group to blame is a put-down, whatever
// words surround it. Near misses: "People like you make this town great" (praise), "Do people
// like you here?" (a question, read elsewhere), "You two are on the rota" (a count, no group).
const GROUPS = new Set(['people', 'folks', 'types', 'lot']);
export function lumpsReaderIn(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord);
  // AFINN scores "like" and "kind" as praise; inside the pattern they are neither.
  const praises = (word: Token) => !['like', 'kind'].includes(word.normal) && scoreOfWord(word.normal) > 0;
  if (words.some(praises)) return false;
  // "The bins were left out again, typical of people like you": a clause with news before its
  // comma keeps the news; only a clause that is all jab goes whole.
  if (tokens.slice(0, -1).some((token) => /,/.test(token.post))) return false;
  return words.some((word, index) => {
    const next = words[index + 1]?.normal;
    const after = words[index + 2]?.normal;
    if (GROUPS.has(word.normal) && next === 'like' && after === 'you')
      return !hasTag(words[index + 1], 'Verb');
    if (word.normal === 'you' && next === 'people') return true;
    return word.normal === 'your' && next === 'kind';
  });
}

// Rule "label-is-the-predicate": "He's a fucking idiot.", "Your boss is an absolute clown.": when
// the whole predicate is a put-down name (the lexicons' toxic or learned words), the sentence says
// only what someone is worth; the word pass left "He's a person", which says nothing. It is an
// insult and goes. Near misses: "He's a nurse." (no put-down), "She was a victim of fraud" (not a
// learned put-down, and words follow), "The manager is an idiot about parking, but the rota is
// fixed" (words follow the label: more is said).
export function labelIsThePredicate(tokens: readonly Token[]): boolean {
  // The copula may be the empty token of a contraction ("he's"), so tokens, not words, are read.
  const copula = tokens.findIndex((token) => hasTag(token, 'Copula'));
  if (copula < 1 || tokens.slice(0, copula).filter(isWord).length > 3) return false;
  const rest = tokens.slice(copula + 1).filter(isWord);
  if (!['a', 'an'].includes(rest[0]?.normal ?? '') || rest.length > 4) return false;
  // Rule "verdict-on-a-statement": "to say we were a threat is ridiculous": a second linking verb
  // after the label's opens the real predicate, a verdict on what was said, not a name for anyone.
  // Near miss: "He's a fucking idiot." (one linking verb, the label is the predicate).
  if (rest.some((token) => hasTag(token, 'Copula'))) return false;
  // The tagger may read the name after a stress word as a verb ("a fucking idiot").
  const head = rest.at(-1);
  if (head === undefined || rest.length < 2) return false;
  return isLearnedPutDown(head.normal) || mocksAsLaughable(tokens.slice(0, copula), head);
}

// Rule "mockery-noun": "You're a joke.", "You people are a complete joke", "This council is a
// circus": a noun for something laughable as the whole predicate of a person or a body is a
// put-down, though AFINN scores "joke" for its funny sense (+2). Near misses: "It was a joke,
// relax" and "That's a joke" (a pointing word: the writer explains a remark), "He's a clown at
// kids' parties" (words follow the label: a job).
const POINTING = new Set(['it', 'that', 'this', 'thats', "that's", 'its', "it's"]);
function mocksAsLaughable(subject: readonly Token[], head: Token): boolean {
  const words = subject.filter(isWord);
  return hasTag(head, 'Laughable') && !(words.length === 1 && POINTING.has(words[0]?.normal ?? ''));
}
