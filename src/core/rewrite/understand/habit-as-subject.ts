import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { readClause, scoreOfWord } from './clause-facts.ts';
import { hostilityOf } from './hostility.ts';

// Rule "habit-as-subject": "You're always late to standup and it wastes everyone's time": the habit
// blamed is what the "it" after it stands for. Dropping the blame left "It wastes everyone's
// time.", pointing at nothing (a lost fact). The habit becomes the subject, without the reader or
// "always": "Being late to standup wastes everyone's time." Near misses: "You're late and it's
// raining" ("it" is the weather: a copula, no act of the habit's), "You're always welcome and it
// shows" (praise is no blame), "You're late, it's fine" (no "and it"), "You're late and it
// wastes time" (no "always": one lateness, no habit, read as before).

const SWEEPING = new Set(['always', 'constantly', 'forever', 'often', 'usually']);
const POINTERS = [['and', 'it'], ['and', 'that'], ['which']];

function pointerLength(next: readonly Token[]): number {
  const words = next.filter(isWord);
  const pointer = POINTERS.find((form) => form.every((word, index) => words[index]?.normal === word));
  if (!pointer) return 0;
  const verb = words[pointer.length];
  // An act ("wastes", "holds up", "means"), not a state ("it's raining", "that is fine").
  if (
    !verb ||
    !hasTag(verb, 'Verb') ||
    hasTag(verb, 'Copula') ||
    hasTag(verb, 'Auxiliary') ||
    hasTag(verb, 'Modal')
  )
    return 0;
  return next.indexOf(words[pointer.length - 1] as Token) + 1;
}

// "You're always late to standup" before "and it wastes …": "Being late to standup".
export function habitAsSubject(tokens: readonly Token[], next: readonly Token[] | undefined): Token[] | null {
  if (!next || pointerLength(next) === 0) return null;
  const words = tokens.filter(isWord);
  if (words[0]?.normal !== 'you' || !['are', "'re"].includes(words[1]?.normal ?? '')) return null;
  let at = 2;
  while (SWEEPING.has(words[at]?.normal ?? '')) at++;
  const quality = words[at];
  if (!quality || !hasTag(quality, 'Adjective') || at === 2) return null;
  const rest = words.slice(at);
  // Praise is no blame: "You're always welcome and it shows" stays.
  if (rest.some((token) => scoreOfWord(token.normal) > 0)) return null;
  if (rest.some((token, index) => index > 0 && hasTag(token, 'Verb') && !hasTag(token, 'MaybeVerb')))
    return null;
  // Only a habit blamed ("You're always early and that helps" is no blame, and stays).
  if (hostilityOf(readClause(tokens, false)) !== 'blame') return null;
  const from = tokens.indexOf(quality);
  const text = joinTokens(tokens.slice(from))
    .trim()
    .replace(/[\s.,;:!?]+$/u, '');
  return tokenizeSentences(`Being ${text} `)[0] ?? null;
}

// The clause after it, without the pointer: "wastes everyone's time."
export function afterHabitPointer(
  tokens: readonly Token[],
  previous: readonly Token[] | undefined,
): Token[] | null {
  if (!previous || habitAsSubject(previous, tokens) === null) return null;
  return tokens.slice(pointerLength(tokens));
}
