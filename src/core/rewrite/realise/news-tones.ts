import { OBLIGATION } from '../check/obligations.ts';
import { findTimeReferences } from '../understand/time-references.ts';
import { saysWhatIsFine } from './fine-first.ts';
import type { OutSentence } from './realise-sentences.ts';

// What each tone does to a message that asks nothing (issue 22): pure news. The tones used to
// change only asks, so on an update all four gave the same text. Each rule here changes only the
// message's own words; a tone with nothing honest to change leaves the news as it is and says so.

// Rule "direct-drops-preamble": "Quick update:", "Heads up,", "FYI:", "I just wanted to let you
// know that …" announce the news instead of giving it; a direct message starts with the news.
// Near misses: "Update the wiki" (a verb, no colon or comma after it), "I'll let you know by
// Friday" (a promise, not a lead-in), "I wanted to ask …" (the asking is the message), and
// "I wanted to let you know" with no news after it (nothing would be left).
export const PREAMBLES: readonly [RegExp, string][] = [
  [
    /^(?:just\s+)?(?:an?\s+)?(?:quick\s+|small\s+|short\s+)?(?:heads[- ]up|fyi|update|note)\s*[:,–—-]\s*(?=\S)/i,
    '',
  ],
  [
    /^I (?:just |only )?(?:wanted|want|wished) to (?:let you know|tell you|say|mention|flag|update you)(?: that)?,?\s+(?=(?:the|my|our|your|we|I|it|this|that|he|she|they|there|\p{Lu})\b)/iu,
    '',
  ],
];

// Rule "friendly-good-news-exclaims": said casually, good news ends on "!" ("Tickets are booked,
// we're in row F!"). Only the first sentence that says something is fine, done or settled
// (fine-first.ts reads that), and only when the writer used no "!" already: one is warm, more
// would shout. Near misses: a question, news that is not (only) fine ("… but the venue is
// missing"), and a message with an "!" of its own.
export function friendlyExclaims(sentences: readonly OutSentence[]): OutSentence[] | null {
  if (sentences.some((sentence) => sentence.isAsk || /!/.test(sentence.text))) return null;
  const at = sentences.findIndex((sentence) => saysWhatIsFine(sentence) && /\.$/.test(sentence.text.trim()));
  if (at < 0) return null;
  const next = [...sentences];
  const sentence = sentences[at] as OutSentence;
  next[at] = { ...sentence, text: sentence.text.trim().replace(/\.$/, '!') };
  return next;
}

// What comes next, as the message states it: "QA starts tomorrow", "The doctors will check on
// her tomorrow", "The old dashboard stays up until Friday". The time is read by chrono
// (time-references.ts), not a list of time words here.
const FUTURE = /\b(?:will|'ll|is going to|are going to)\b/i;
const HAPPENS =
  /\b(?:starts?|begins?|stays?|opens?|runs?|goes|comes|arrives?|visits?|lands?|resumes?|continues?|kicks? off)\b/i;
const comesNext = (text: string) =>
  FUTURE.test(text) || (HAPPENS.test(text) && findTimeReferences(text).length > 0);
// Rule "limit-is-no-next": a time limit the reader must meet is not "what happens next" ("Next,
// the report is due Friday" would soften it). Both halves are read with the one definition each:
// the time is one of the message model's limits (time-limits.ts, the shared cue words), and the
// sentence binds someone to it (check/obligations.ts: "is due", "must", "have to", "need to").
// Near misses: "QA starts tomorrow" and "The old dashboard stays up until Friday" hold a time but
// bind no one, and get "Next,"; "The form is due Friday" does not.
const statesLimit = (text: string, timeLimits: readonly string[]) =>
  OBLIGATION.test(text) && timeLimits.some((limit) => text.includes(limit));
// Already says it comes next, or leans on the sentence before it.
const SEQUENCED = /^(?:next|then|after that|afterwards|from here|so|and|but|it|that|this|they)\b/i;

// Rule "reassuring-settled-then-next": a reassuring update says what is settled, then what happens
// next. When the message states both, the first sentence about what comes next opens with
// "Next," so the reader sees the order of things; nothing new is claimed. Near misses: no settled
// fact in the message (nothing to lean on), a time limit ("The report is due Friday" stays a
// limit), a sentence that already sequences itself ("Then QA starts"), and an ask.
export function reassuringNext(
  sentences: readonly OutSentence[],
  timeLimits: readonly string[],
): OutSentence[] | null {
  if (sentences.some((sentence) => sentence.isAsk)) return null;
  const settled = sentences.findIndex(saysWhatIsFine);
  if (settled < 0) return null;
  const at = sentences.findIndex(
    (sentence, index) =>
      index > settled &&
      sentence.role === 'content' &&
      !/\?\s*$/.test(sentence.text) &&
      !saysWhatIsFine(sentence) &&
      comesNext(sentence.text) &&
      !statesLimit(sentence.text, timeLimits) &&
      !SEQUENCED.test(sentence.text.trim()),
  );
  if (at < 0) return null;
  const sentence = sentences[at] as OutSentence;
  const text = sentence.text.trim();
  // "The doctors" → "the doctors"; "QA", "Grandma", "Sam" are names and keep their capital.
  const lowered = /^(?:The|A|An|Our|My|Your|Their|His|Her|This|These|Those|That|Its)\b/.test(text)
    ? text[0]?.toLowerCase() + text.slice(1)
    : text;
  const next = [...sentences];
  next[at] = { ...sentence, text: `Next, ${lowered}` };
  return next;
}

// Rule "settled-and-nothing-next": a message that already says what is settled, with nothing to
// move and nothing after it, gives the reassuring tone nothing honest to add; the explanation says
// so instead of "nothing is fine", which would be untrue of such a message.
export const saysSomethingSettled = (sentences: readonly OutSentence[]) => sentences.some(saysWhatIsFine);
