import { GREETING_WORDS } from '../parse/greeting-words.ts';
import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { IRONY_MARKERS } from './cue-words.ts';

// Sentence-level roles that frame a message rather than carry its content.

const SIGNOFF_OPENERS = new Set([
  'thanks',
  'thank',
  'cheers',
  'best',
  'regards',
  'sincerely',
  'cordially',
  'love',
  'warmly',
  'ta',
]);
const APOLOGY_WORDS = new Set([
  'sorry',
  'apologies',
  'apologise',
  'apologize',
  'apologising',
  'apologizing',
  'regret',
]);

const hasIronyMarker = (list: readonly string[]) => {
  const text = ` ${list.join(' ')} `;
  return IRONY_MARKERS.some((marker) => text.includes(` ${marker} `));
};

const words = (tokens: readonly Token[]) => tokens.filter(isWord).map((token) => token.normal);

export function isGreeting(tokens: readonly Token[]): boolean {
  const list = words(tokens);
  const verbless = !tokens.some((token) => hasTag(token, 'Verb') && token.normal !== 'good');
  // "Team,", "All,", "Mr Patel,": a short salutation line that ends at its comma.
  const salutation =
    list.length <= 3 && /,\s*$/.test(tokens.at(-1)?.post ?? '') && /^\p{Lu}/u.test(tokens[0]?.text ?? '');
  return verbless && ((list.length <= 4 && GREETING_WORDS.has(list[0] ?? '')) || salutation);
}

// "Thanks, Sam", "Best regards", "Cheers!" at the end of a message: short and verbless.
export function isSignoff(tokens: readonly Token[]): boolean {
  const list = words(tokens);
  // "Thanks for nothing." is sarcasm, not a sign-off.
  if (hasIronyMarker(list)) return false;
  const verbless = !tokens.some((token) => hasTag(token, 'Verb') && !SIGNOFF_OPENERS.has(token.normal));
  return list.length <= 4 && SIGNOFF_OPENERS.has(list[0] ?? '') && verbless;
}

// A name alone on the last line ("Sam", "Visa Office", "Management"): a signature, no verb, each
// word capitalised.
export const isNameLine = (tokens: readonly Token[]): boolean =>
  tokens.length <= 3 &&
  tokens.every(
    (token) =>
      hasTag(token, 'Person') ||
      hasTag(token, 'ProperNoun') ||
      !isWord(token) ||
      (/^\p{Lu}/u.test(token.text) &&
        hasTag(token, 'Noun') &&
        !['Verb', 'Date', 'Value', 'Expression'].some((tag) => hasTag(token, tag))),
  );

export const isApology = (tokens: readonly Token[]): boolean =>
  tokens.some((token) => APOLOGY_WORDS.has(token.normal)) || words(tokens).join(' ').includes('my bad');

export const isThanks = (tokens: readonly Token[]): boolean =>
  words(tokens).some((word) => word === 'thanks' || word === 'thank' || word === 'appreciate');

// "I can't ...", "I won't ...", "I'm not able to ...", "No, I ...": the writer declines.
const FLAT_REFUSALS = [
  ['no', 'way'],
  ['not', 'a', 'chance'],
  ['absolutely', 'not'],
  ['no', 'chance'],
];

export function isRefusal(tokens: readonly Token[]): boolean {
  const list = words(tokens);
  // "No way am I covering your shift", "Not a chance".
  if (FLAT_REFUSALS.some((refusal) => refusal.every((word, index) => list[index] === word))) return true;
  const first = list.indexOf('i') >= 0 ? list.indexOf('i') : list.indexOf('we');
  if (first < 0) return false;
  const after = list.slice(first + 1, first + 5);
  const negated = after.includes('not') || after.includes('unable') || after.includes('cannot');
  const modal = after.some((word) =>
    ['can', 'will', 'able', 'could', 'would', 'unable', 'cannot', 'am', 'do'].includes(word),
  );
  return negated && modal;
}
