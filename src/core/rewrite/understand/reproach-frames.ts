import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import {
  COMMUNICATION_WORDS,
  EARLIER_MARKERS,
  HEDGE_OPENERS,
  JUDGING_ADVERBS,
  OPENER_COMPARISONS,
} from './cue-words.ts';
import { WRITER_POSSESSIVES, WRITER_SUBJECTS, writerWords } from './writer-words.ts';

// Frames that remind the reader they were already told, around what they were told: "Per my last
// email, ...", "As I said before, ...", "I told you (that) ...". The frame is a reproach; what
// follows it is the message, and stays.

const WRITER_WORDS = writerWords(WRITER_SUBJECTS, WRITER_POSSESSIVES);

// "Per my last email, the report is due Monday": how many tokens the reproachful opener takes (0
// when the clause has none). The opener ends at its comma, within a few words.
export function reproachfulOpenerLength(tokens: readonly Token[]): number {
  if (!OPENER_COMPARISONS.has(tokens[0]?.normal ?? '')) return 0;
  const commaAt = tokens.slice(0, 7).findIndex((token) => token.post.includes(','));
  if (commaAt < 1) return 0;
  const opener = tokens.slice(0, commaAt + 1);
  const pointsBack = opener.some(
    (token) => WRITER_WORDS.has(token.normal) || EARLIER_MARKERS.has(token.normal),
  );
  const communicates = opener.some((token) => COMMUNICATION_WORDS.has(lemmaOf(token)));
  // "Per my manager's email" cites someone: every thing the opener names must be the message itself.
  const citesOthers = opener.some(
    (token) =>
      hasTag(token, 'Noun') &&
      !hasTag(token, 'Pronoun') &&
      !WRITER_WORDS.has(token.normal) &&
      !COMMUNICATION_WORDS.has(lemmaOf(token)) &&
      !EARLIER_MARKERS.has(token.normal),
  );
  return pointsBack && communicates && !citesOthers ? opener.length : 0;
}

const TELLING = new Set(['tell', 'say', 'mention', 'explain', 'remind', 'warn']);
const REPEATS = new Set(['twice', 'again', 'repeatedly', 'now']);

// How many tokens a count of times takes at `at` ("three times", "twice", "a hundred times"), or 0.
function countOfTimesAt(tokens: readonly Token[], at: number): number {
  if (REPEATS.has(tokens[at]?.normal ?? '')) return 1;
  let end = at;
  while (hasTag(tokens[end], 'Value') || ['a', 'an', 'like'].includes(tokens[end]?.normal ?? '')) end++;
  return end > at && tokens[end]?.normal === 'times' ? end + 1 - at : 0;
}
const FRAME_FILLERS = new Set(['have', 'already', 'just', 'that', 'to', 'you', 'before']);

// "I told you the client wants the deck by 4pm": "I told you" reminds the reader they were told,
// and what they were told stands on its own. How many tokens the frame takes (0 without one): the
// writer, a verb of telling, the reader, and then a clause of its own (a subject and a verb).
export function toldYouFrameLength(tokens: readonly Token[]): number {
  // "Told u 100 times the wifi password is on the fridge": the "I" left out in a quick message.
  const first = tokens[0];
  const elided = first !== undefined && TELLING.has(lemmaOf(first)) && tokens[1]?.normal === 'you';
  if (tokens[0]?.normal !== 'i' && !elided) return 0;
  let at = elided ? 0 : 1;
  while (FRAME_FILLERS.has(tokens[at]?.normal ?? '') && tokens[at]?.normal !== 'you') at++;
  const verb = tokens[at];
  if (!verb || !TELLING.has(lemmaOf(verb)) || !(hasTag(verb, 'PastTense') || hasTag(verb, 'Participle')))
    return 0;
  at++;
  let toldReader = false;
  // "I told you (yesterday) (that) ...": when it was said goes with the frame.
  // Rule "counted-telling-frame": "I told you three times that the deadline moved", "I've said it
  // twice now that ...": how often it was said is the reproach, and goes with the frame; what was
  // told is the news and stays. Near miss: "I told you three things: ..." counts things, not times.
  for (;;) {
    const counted = countOfTimesAt(tokens, at);
    if (counted > 0) {
      // "I said four times that …" is said to the reader, named or not.
      toldReader = true;
      at += counted;
      continue;
    }
    if (!(FRAME_FILLERS.has(tokens[at]?.normal ?? '') || hasTag(tokens[at], 'Date'))) break;
    if (tokens[at]?.normal === 'you') toldReader = true;
    at++;
  }
  const rest = tokens.slice(at);
  const startsClause =
    ['Noun', 'Determiner', 'Pronoun', 'ProperNoun'].some((tag) => hasTag(rest[0], tag)) &&
    rest.slice(1, 5).some((token) => hasTag(token, 'Verb'));
  return toldReader && startsClause ? at : 0;
}

// A frame ends at its comma or colon; a "but" after it goes with it ("No offence, but ...").
// Rule "frame-closed-by-but": "No offence but your talk was boring", typed without its comma: the
// "but" closes the frame as well as a comma does. Near miss: "For the last time the gate …" (no
// comma and no "but") may run on, and has no frame.
function closeFrame(tokens: readonly Token[], last: number): number {
  if (tokens[last + 1]?.normal === 'but') return last + 2;
  if (!/[,:;]|\s[-–—]/.test(tokens[last]?.post ?? '')) return 0;
  return tokens[last + 1]?.normal === 'but' ? last + 2 : last + 1;
}

// "For the last time, the gate code is 4471", "Let me be clear: nobody leaves early".
export function hedgeOpenerLength(tokens: readonly Token[]): number {
  const words = tokens.map((token) => token.normal);
  const hedge = HEDGE_OPENERS.find((phrase) => phrase.every((word, index) => words[index] === word));
  return hedge ? closeFrame(tokens, hedge.length - 1) : 0;
}

// "I shouldn't have to tell you this, but the fridge needs cleaning": the writer's duty to say it
// is the reproach.
export function shouldNotHaveToLength(tokens: readonly Token[]): number {
  const words = tokens.map((token) => token.normal);
  const opens = words[0] === 'i' && words[1] === 'should' && words[2] === 'not' && words[3] === 'have';
  if (!opens || words[4] !== 'to' || !COMMUNICATION_WORDS.has(lemmaOf(tokens[5] as Token))) return 0;
  const commaAt = tokens.slice(0, 9).findIndex((token) => /[,:;]/.test(token.post));
  return commaAt > 5 ? closeFrame(tokens, commaAt) : 0;
}

// "After everything I've done for you,": the writer's favours, counted up before the ask, make it
// a debt (guilt). "After everything we discussed," and "After all the help you gave me," count none.
const SWEEPING_AMOUNTS = new Set(['all', 'everything']);
function countsFavours(preface: readonly Token[]): boolean {
  const words = preface.map((token) => token.normal);
  const forYou = words.findIndex((word, index) => word === 'for' && words[index + 1] === 'you');
  return (
    words[0] === 'after' &&
    SWEEPING_AMOUNTS.has(words[1] ?? '') &&
    forYou > 2 &&
    words.slice(2, forYou).some((word) => word === 'i' || word === 'we')
  );
}

// Rule "jab-preface": "Not that you'd care, but the car needs an MOT", "Since you obviously forgot:
// the party is on the 22nd". A preface about the reader that doubts them (they would not care, they
// clearly forgot) is a jab, and the message after it reads the same without it. It names the
// reader, doubts them ("not that you would ...", a judging adverb) or counts the writer's favours
// ("After everything I've done for you,"), holds no number, and ends at its comma or colon before
// a clause of its own. "Since you asked, the meeting is at 3" doubts no one.
export function jabPrefaceLength(tokens: readonly Token[]): number {
  const stop = tokens.slice(0, 9).findIndex((token) => /[,:;]|\s[-–—]/.test(token.post));
  if (stop < 1) return 0;
  const preface = tokens.slice(0, stop + 1);
  const namesReader = preface.some((token) => token.normal === 'you' || token.normal === 'your');
  // "Not that you'd care" supposes the reader wouldn't; "Not that you asked" only owns up.
  const supposesIndifference =
    preface[0]?.normal === 'not' &&
    preface[1]?.normal === 'that' &&
    preface.slice(2).some((token) => hasTag(token, 'Modal'));
  const doubts =
    supposesIndifference ||
    preface.some((token) => JUDGING_ADVERBS.has(token.normal)) ||
    countsFavours(preface);
  if (!namesReader || !doubts || preface.some((token) => /\d/.test(token.text))) return 0;
  const length = closeFrame(tokens, stop);
  const rest = tokens.slice(length);
  return rest.length >= 3 && rest.some((token) => hasTag(token, 'Verb')) ? length : 0;
}

// Rule "counted-telling-preface": "Not sure how many times I need to say this, but the printer is
// not for personal use", "I've said it a hundred times: …": how often the writer has had to say it,
// closed by its comma, colon or "but", is the reproach; what follows is the message, and stays.
// Near misses: "I need to say this, but the printer is broken" (no count: a hedge the writer owns)
// and "How many times did you print it?" (no telling verb: a real question).
export function countedTellingPrefaceLength(tokens: readonly Token[]): number {
  const stop = tokens
    .slice(0, 12)
    .findIndex((token, at) => /[,:;]|\s[-–—]/.test(token.post) || tokens[at + 1]?.normal === 'but');
  if (stop < 2) return 0;
  const preface = tokens.slice(0, stop + 1);
  const words = preface.map((token) => token.normal);
  const howMany = words.some(
    (word, at) => word === 'how' && words[at + 1] === 'many' && words[at + 2] === 'times',
  );
  const counted = howMany || preface.some((_, at) => countOfTimesAt(preface, at) > 0);
  const tells = preface.some((token) => TELLING.has(lemmaOf(token)));
  if (!counted || !tells || !words.includes('i')) return 0;
  const length = closeFrame(tokens, stop);
  const rest = tokens.slice(length);
  return rest.length >= 3 && rest.some((token) => hasTag(token, 'Verb')) ? length : 0;
}

// A preface before the clause's own words ("For the last time, do not park here"): its order or
// statement starts after it.
export const prefaceLength = (tokens: readonly Token[]) =>
  reproachfulOpenerLength(tokens) ||
  hedgeOpenerLength(tokens) ||
  shouldNotHaveToLength(tokens) ||
  countedTellingPrefaceLength(tokens) ||
  jabPrefaceLength(tokens);

// The tokens a clause's reproachful frame takes at its start, or 0.
export const reproachFrameLength = (tokens: readonly Token[]) =>
  prefaceLength(tokens) || toldYouFrameLength(tokens);
