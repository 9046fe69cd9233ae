import nlp from 'compromise';
import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { infinitiveOf } from './praise-for-a-failure.ts';

// Accusations with no feeling word in them: the reader named as the cause of what went wrong. The
// finger goes and what went wrong stays, told as what is (Nonviolent Communication's observation).

const retell = (text: string) => tokenizeSentences(text)[0] ?? null;
const capital = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
// The reader as the subject: "you're", "you are", "you were".
function readerIsAt(words: readonly Token[]): number {
  if (words[0]?.normal !== 'you') return -1;
  return ['are', 'were', "'re"].includes(words[1]?.normal ?? '') ? 2 : -1;
}

// Rule "reader-as-the-reason": "You're the reason this project is behind schedule", "You are the
// cause of why we lost the client": what happened stays, "This project is behind schedule.", and
// the reader named as its cause goes. Near misses: "You're the reason I smile" (praise: the
// outcome scores above zero) "You're the reason for the visit?" (no clause after it),
// "You're the main reason we won" (a happy outcome).
const CAUSES = new Set(['reason', 'cause']);
const LINKS = new Set(['why', 'that', 'of']);
export function causeAsOutcome(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const at = readerIsAt(words);
  if (at < 0 || words[at]?.normal !== 'the' || !CAUSES.has(words[at + 1]?.normal ?? '')) return null;
  let from = at + 2;
  while (LINKS.has(words[from]?.normal ?? '')) from++;
  const outcome = words.slice(from);
  if (!outcome.some((token) => hasTag(token, 'Verb')) || outcome.length < 2) return null;
  if (outcome.some((token) => scoreOfWord(token.normal) > 0)) return null;
  const start = tokens.indexOf(outcome[0] as Token);
  return retell(capital(joinTokens(tokens.slice(start)).trim()));
}

// Rule "reader-holds-it-up": "You're holding the whole release up", "You are blocking the
// driveway again": the reader in the middle of obstructing something; the thing obstructed stays,
// as its state: "The whole release is held up", "The driveway is blocked again". An obstructing
// verb is one that holds a thing where it is while it goes on (block, delay) or "hold"/"slow" with
// "up"/"down": only then is "is blocked" true now. Near misses: "You're holding the baby" (no
// particle: no obstruction), "You're delaying nothing" (no thing named), "Are you blocking the
// calendar?" (a question, read as one elsewhere), "You're paying half" (AFINN scores "pay" below
// zero, but "Half is paid" would say a future payment was made).
const PARTICLES = new Set(['up', 'down']);
const PHRASAL = new Set(['hold', 'slow']);
const OBSTRUCTING = new Set(['block', 'delay', 'obstruct', 'stall', 'hinder', 'clog', 'jam', 'hog']);
const participleOf = (lemma: string): string | null => {
  const forms = nlp(`they ${lemma}`).verbs().conjugate()[0] as Record<string, string> | undefined;
  return forms?.Participle ?? forms?.PastTense ?? null;
};
export function obstructionAsState(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const at = readerIsAt(words);
  const verb = words[at];
  if (at < 0 || !verb || !hasTag(verb, 'Gerund')) return null;
  const lemma = infinitiveOf(verb);
  if (!lemma) return null;
  const particleAt = words.findIndex((token, index) => index > at && PARTICLES.has(token.normal));
  const obstructs = OBSTRUCTING.has(lemma) || (PHRASAL.has(lemma) && particleAt > at);
  if (!obstructs) return null;
  // The thing: the noun phrase after the verb (and a particle right after the verb).
  let from = at + 1;
  if (from === particleAt) from++;
  let to = from;
  // The thing runs to a particle, a preposition, a joining word, an adverb ("again") or a comma;
  // the tagger's noun tags are not trusted here ("the fire exit", "the whole release up").
  const stops = (token: Token) =>
    PARTICLES.has(token.normal) ||
    ['Preposition', 'Conjunction', 'Copula', 'Modal', 'Auxiliary'].some((tag) => hasTag(token, tag)) ||
    (hasTag(token, 'Adverb') && !hasTag(token, 'Noun'));
  while (to < words.length && !stops(words[to] as Token)) {
    to++;
    if (/[,;:.!?]/.test(words[to - 1]?.post ?? '')) break;
  }
  const thing = words.slice(from, to);
  const head = thing.at(-1);
  const opens =
    thing[0] && ['Determiner', 'Possessive', 'Noun', 'Adjective'].some((tag) => hasTag(thing[0], tag));
  if (!head || !opens || hasTag(head, 'Pronoun') || head.normal === 'nothing' || thing.length > 5)
    return null;
  const participle = participleOf(lemma);
  if (!participle) return null;
  const particle = PHRASAL.has(lemma) ? ` ${words[particleAt]?.normal}` : '';
  const restFrom = PHRASAL.has(lemma) && particleAt >= to ? particleAt + 1 : to;
  const last = words[restFrom - 1] as Token;
  const rest = joinTokens(tokens.slice(tokens.indexOf(last) + 1));
  const be = hasTag(head, 'Plural') ? 'are' : 'is';
  const thingText = joinTokens(tokens.slice(tokens.indexOf(thing[0] as Token), tokens.indexOf(head) + 1))
    .trim()
    .replace(/[\s.,;:!?]+$/u, '');
  const text = `${capital(thingText)} ${be} ${participle}${particle}${last.post}${rest}`;
  return retell(text);
}

// Rule "whatever-you-did": "Whatever you did to the spreadsheet broke every formula", "Whatever you
// changed in the config took the site down": the reader's unnamed act as the subject is blame, but
// what it did is the news, and what "undo it" after it points at. The act is told as "the changes"
// ("The changes to the spreadsheet broke every formula."). Near misses: "Whatever you decide is
// fine" (no harm: the outcome scores no lower than zero), "Whatever you did, thanks" (no verb after).
const PLACES = new Set(['to', 'in', 'on', 'with']);
export function unnamedActAsChanges(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  if (words[0]?.normal !== 'whatever' || words[1]?.normal !== 'you' || !hasTag(words[2], 'ActingVerb'))
    return null;
  let at = 3;
  const place: Token[] = [];
  if (PLACES.has(words[at]?.normal ?? '')) {
    while (at < words.length && !(hasTag(words[at], 'Verb') && at > 3)) place.push(words[at++] as Token);
  }
  const outcome = words.slice(at);
  if (!hasTag(outcome[0], 'Verb') || outcome.length < 2) return null;
  if (outcome.every((token) => scoreOfWord(token.normal) >= 0) && !hasTag(outcome[0], 'PastTense'))
    return null;
  const where = place.length > 0 ? ` ${joinTokens(place).trim()}` : '';
  const start = tokens.indexOf(outcome[0] as Token);
  return retell(`The changes${where} ${joinTokens(tokens.slice(start)).trim()}`);
}
