import { findTriggerWordsWithLists } from '../../lists/analyze-with-lists.ts';
import type { WordLists } from '../../lists/word-lists-schema.ts';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { mustGuesses } from '../understand/guessing-must.ts';
import { liftsDuty } from '../understand/reader-spared.ts';
import { swapTriggerWords } from './word-swaps.ts';

// check: the last net for a spec trigger word that the edit left (a demand in an odd place, such
// as mid-sentence after a number). Demands become plain requests; single words take the usual
// meaning-keeping swap.

const DEMANDS: Readonly<Record<string, string>> = {
  'you need to': 'please',
  'you must': 'please',
  'you have to': 'please',
  'you should': 'it would help if you',
};
// Before "have" the modal looks back, and the tense must follow: "you should have told me" -> "it
// would have helped if you had told me"; "you must have missed it" -> "you have probably missed it".
const LOOKING_BACK: Readonly<Record<string, string>> = {
  'you must': 'you have probably',
  'you should': 'it would have helped if you had',
};
const HAVE_NEXT = /^\s+have\b/i;
// Rule "demand-in-question": "why do you have to make this a stereotype?", "don't you need to be
// there?": after a question's helper verb the demand is asked about, not made, so "please" would
// turn the question into an order ("why do please make …"). Only the demand goes: "why do you
// make this a stereotype?". Near miss: "You have to send it" (no helper before) becomes "please".
const QUESTION_HELPER_BEFORE = /\b(?:do|does|did)(?:\s*n\s*['’]t|\s+not)?\s+$/i;
const ASKED_ABOUT: Readonly<Record<string, string>> = {
  'you need to': 'you',
  'you have to': 'you',
};
// A duty lifted off the reader ("you should never need to ask", reader-spared.ts) is kind: only
// the spec's trigger phrase goes, in the contracted form that means the same.
const LIFTED: Readonly<Record<string, string>> = { not: "you shouldn't", never: "you shouldn't ever" };
function liftedDuty(phrase: string, after: string): { demand: string; rest: string } | undefined {
  const words = after.toLowerCase().match(/[a-z]+/g) ?? [];
  if (phrase !== 'you should' || !liftsDuty(words)) return undefined;
  const lift = words[0] ?? '';
  return { demand: LIFTED[lift] ?? '', rest: after.replace(/^\s+(?:not|never)\b/i, '') };
}
const SENTENCE_START = /(?:^|[.!?]\s+|\n\s*)$/;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function repairTriggerWords(
  text: string,
  lists?: WordLists,
  allowed: ReadonlySet<string> = new Set(),
): string {
  let out = text;
  for (const finding of findTriggerWordsWithLists(text, lists).sort((a, b) => b.start - a.start)) {
    const phrase = finding.text.toLowerCase().replace(/\s+/g, ' ');
    const after = out.slice(finding.end);
    const backward = HAVE_NEXT.test(after) ? LOOKING_BACK[phrase] : undefined;
    const asked = QUESTION_HELPER_BEFORE.test(out.slice(0, finding.start)) ? ASKED_ABOUT[phrase] : undefined;
    const lifted = liftedDuty(phrase, after);
    const demand = lifted?.demand ?? backward ?? asked ?? DEMANDS[phrase];
    if (demand === undefined) continue;
    // "you must be joking" guesses (guessing-must.ts): there is no demand to make a plea of.
    if (phrase === 'you must' && !backward && mustGuesses(tokenizeSentences(after)[0] ?? [])) continue;
    const rest = lifted?.rest ?? (backward ? after.replace(HAVE_NEXT, '') : after);
    const before = out.slice(0, finding.start);
    out = before + (SENTENCE_START.test(before) ? capitalised(demand) : demand) + rest;
  }
  if (findTriggerWordsWithLists(out, lists).length === 0) return out;
  return out
    .split('\n')
    .map((line) =>
      tokenizeSentences(line)
        .map((tokens) => joinTokens(swapTriggerWords(tokens, allowed).tokens))
        .join(''),
    )
    .join('\n');
}
