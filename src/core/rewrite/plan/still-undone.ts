import { hasTag, lemmaOf } from '../parse/tokens.ts';
import { FAILING_VERBS } from '../understand/cue-words.ts';
import type { ClauseModel } from '../understand/message-model.ts';

// Rule "still-undone": "You still haven't signed the forms", "you haven't paid the gas bill yet".
// The reproach is that a task is overdue, and the task is what the writer wants: asked for once the
// blame goes ("Could you sign the forms?"). "Still" or "yet" is what makes it a task; without them
// "you haven't missed much" only reports. A verb of failing ("you still haven't lost the keys")
// names nothing to ask for.

const STILL = 'still';
const YET = 'yet';
const HAVE = new Set(['have', 'has']);

// The index of the undone verb, or -1.
export function stillUndoneVerb(clause: ClauseModel): number {
  const words = clause.tokens.map((token) => token.normal);
  const you = words.indexOf('you');
  if (you < 0) return -1;
  let at = you + 1;
  const stillBefore = words[at] === STILL;
  if (stillBefore) at++;
  if (!HAVE.has(words[at] ?? '') || words[at + 1] !== 'not') return -1;
  at += 2;
  // "you haven't even opened it": the emphasis is reproach too, and goes with it.
  while (clause.reproach.includes(at)) at++;
  const verb = clause.tokens[at];
  if (!verb || !(hasTag(verb, 'PastTense') || hasTag(verb, 'Participle') || hasTag(verb, 'Perfect')))
    return -1;
  if (FAILING_VERBS.has(lemmaOf(verb)) || (clause.scores.get(at) ?? 0) < 0) return -1;
  return stillBefore || words.slice(at + 1).includes(YET) ? at : -1;
}

// Where the ask ends: before a closing "yet" ("pay the gas bill yet" asks "pay the gas bill").
export function beforeYet(clause: ClauseModel, verbAt: number): number | undefined {
  const at = clause.tokens.findIndex((token, index) => index > verbAt && token.normal === YET);
  return at < 0 ? undefined : at;
}

// Rule "cant-even-is-the-wish": "you can't even call your grandmother", "You cannot even rinse a
// mug": the least the writer hoped for, said as what the reader is unable to do. Taking out only
// "even" left "You can't call your grandmother", a prohibition; the small thing is what is wanted,
// and is asked for ("Could you call your grandmother?"). Near misses: "You can't park there" (no
// "even": a rule), "you couldn't even text me back" (past: what happened, kept as told), "I can't
// even find my keys" (the writer's own trouble), "You can't even tell they're twins" (a verb of
// perceiving, no task).
const PERCEIVING = new Set(['tell', 'see', 'notice', 'imagine', 'believe', 'hear']);
export function cantEvenVerb(clause: ClauseModel): number {
  const words = clause.tokens.map((token) => token.normal);
  // The reader who can't: "After everything I've done for you, you can't even …" (not the frame's "you").
  const you = words.findIndex((word, index) => word === 'you' && words[index + 1] === 'can');
  if (you < 0) return -1;
  if (words[you + 2] !== 'not' || words[you + 3] !== 'even') return -1;
  const verb = clause.tokens[you + 4];
  // The word after "can't even" is the verb, whatever the tagger says ("rinse/Noun", "water/Noun").
  const notVerb = ['Determiner', 'Pronoun', 'Adjective', 'Preposition'].some((tag) => hasTag(verb, tag));
  if (!verb || notVerb || PERCEIVING.has(lemmaOf(verb))) return -1;
  return FAILING_VERBS.has(lemmaOf(verb)) || (clause.scores.get(you + 4) ?? 0) < 0 ? -1 : you + 4;
}
