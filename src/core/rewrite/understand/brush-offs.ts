import { hasTag, isWord, lemmaOf } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { concedesToReader } from './not-orders.ts';
import { READER_WORDS } from './reader-words.ts';

// Brush-offs: clauses hostile in their shape though no word in them is. Taking words out leaves
// them as hostile, so they go whole (rewrite.ts sends no lighter edit of them).

// Rule "mocks-slowness": "It only took you a fortnight", "Took you ages enough", "Decent of you to
// eventually reply": mock praise of how long the reader took. The reader knows how long they
// took, so it tells them nothing. Near misses: "It only took you ten minutes, brilliant!" (real
// praise), "It will take you a week" (a forecast), "Kind of you to help me move" (thanks).
// "only"/"just" may be meant ("only ten minutes, brilliant!"); the rest never praise the time.
const MILD_SCOFFS = new Set(['only', 'just']);
const SCOFFS = new Set(['enough', 'forever', 'ages', 'eternity', 'sweet']);
const LATE_MARKERS = new Set(['finally', 'eventually', 'bother', 'last']);

// "took you ages", "took your sweet time": how long the reader took, with a scoff beside it.
function tookReaderLong(clause: ClauseFacts, scoffs: ReadonlySet<string>): boolean {
  const { tokens } = clause;
  const tookAt = tokens.findIndex(
    (token, at) =>
      lemmaOf(token) === 'take' &&
      hasTag(token, 'PastTense') &&
      (READER_WORDS.has(tokens[at + 1]?.normal ?? '') || tokens[at + 1]?.normal === 'your'),
  );
  return tookAt >= 0 && clause.words.some((word) => scoffs.has(word));
}

// "About time you replied", "Look who finally showed up": the reader's arrival greeted as late.
function greetsLateArrival(clause: ClauseFacts): boolean {
  const text = clause.words.join(' ');
  const lateGreeting = /^(?:(?:it is|it's|its) )?about time (?:you|u)\b/.test(text);
  const lookWho = /^look who\b/.test(text) && clause.words.some((word) => LATE_MARKERS.has(word));
  return lateGreeting || lookWho;
}

// "Nice of you to finally …", "Good of you to bother": praise for what came late.
function praisesLateness(clause: ClauseFacts): boolean {
  const { tokens } = clause;
  const ofYouAt = tokens.findIndex(
    (token, at) =>
      token.normal === 'of' &&
      READER_WORDS.has(tokens[at + 1]?.normal ?? '') &&
      tokens[at + 2]?.normal === 'to' &&
      ((clause.scores.get(at - 1) ?? 0) > 0 || hasTag(tokens[at - 1], 'Adjective')),
  );
  if (ofYouAt <= 0) return false;
  return (
    tokens.slice(ofYouAt + 3).some((token) => LATE_MARKERS.has(token.normal)) ||
    praisesTurningUp(tokens, ofYouAt + 3)
  );
}

// Rule "praise-for-turning-up": "Nice of you to show up", "Good of you to grace us with your
// presence": thanks for no more than arriving says the reader came late or not at all; the
// lateness needs no "finally". Near misses: "Nice of you to help with the move" and "Kind of you to
// drive me home" thank for a real favour; "Nice of you to come all this way" ("come" has no "up":
// the journey is the favour).
const ARRIVING = [['show', 'up'], ['turn', 'up'], ['grace'], ['deign'], ['bother']];
const praisesTurningUp = (tokens: ClauseFacts['tokens'], at: number) =>
  ARRIVING.some((words) =>
    words.every((word, offset) => {
      const token = tokens[at + offset];
      return token !== undefined && lemmaOf(token) === word;
    }),
  );

// Rule "only-took-ages": "Only took three weeks!", "Only 20 minutes late this time.": with its "it"
// left out, "only"/"just" and how long it took, said with a "!" or a shrug and no praise, mock the
// wait. Near misses: "Only took ten minutes, brilliant!" (praise), "It took three weeks to arrive"
// (no scoff: news), "Only took the bus once" (no length of time).
// The units a wait is counted in (the tagger may read "minutes" as a verb).
const TIME_UNITS = /^(?:second|minute|min|hour|hr|day|week|month|year)s?$/;
function shrugsAtWait(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  // "Only 20 minutes late this time.": the same shrug at how late the reader was.
  const lateBy =
    words[0]?.normal === 'only' &&
    words.some((token) => hasTag(token, 'Duration') || TIME_UNITS.test(token.normal)) &&
    words.some((token) => token.normal === 'late');
  // "this time" or "again" makes it a tally of the reader's lateness; "Only 5 minutes late, we saved
  // you a seat!" only reassures.
  const tallied = clause.reproach.length > 0 || clause.words.join(' ').includes('this time');
  if (lateBy && tallied && ![...clause.scores.values()].some((score) => score > 0)) return true;
  if (!MILD_SCOFFS.has(words[0]?.normal ?? '') || !words[1] || lemmaOf(words[1]) !== 'take') return false;
  if (!hasTag(words[1], 'PastTense')) return false;
  const long = words.slice(2).some((token) => hasTag(token, 'Duration'));
  const praise = [...clause.scores.values()].some((score) => score > 0);
  // Said with no "it" and no praise, the shrug mocks with or without its "!" ("Only took 11 days.").
  return long && !praise;
}

export function mocksSlowness(clause: ClauseFacts): boolean {
  if (shrugsAtWait(clause)) return true;
  // "Took you long enough, but thanks for the slides": the turn carries more than the mock, and the
  // clause splitter keeps it joined, so the whole stays rather than lose the thanks.
  if (clause.inQuestion || clause.words.includes('but')) return false;
  if (praisesLateness(clause) || greetsLateArrival(clause) || tookReaderLong(clause, SCOFFS)) return true;
  // Praise beside the time taken is meant ("ten minutes, brilliant!").
  const praise = [...clause.scores.values()].some((score) => score > 0);
  return !praise && tookReaderLong(clause, MILD_SCOFFS);
}

// Rule "dismissive-permission": "Do whatever you like", "Do as you please then", "Have it your
// way", "Suit yourself": leaving it all to the reader's whim refuses to take part; it gives no
// real permission and asks nothing, so it is never made a request ("Could you do whatever you
// like?"). Near misses: "Do whatever works best for you on Friday" (a kind offer with a time),
// "Do whatever you like with the spare room" (permission about a thing), "Do what you think is right for the team".
const WISH_VERBS = new Set(['want', 'like', 'please', 'wish', 'fancy', 'choose']);
const OPEN_CHOICES = new Set(['whatever', 'what', 'as']);
// Words that may trail the brush-off without giving it a topic.
const TRAILING = new Set(['then', 'anyway', 'now', 'to', 'do', 'lol']);

const PLEASING_OR_HAVING = new Set(['have', 'do', 'suit', 'please']);

function leavesItToWhim(words: readonly string[]): boolean {
  const choiceAt = words.findIndex(
    (word, at) =>
      OPEN_CHOICES.has(word) && READER_WORDS.has(words[at + 1] ?? '') && WISH_VERBS.has(words[at + 2] ?? ''),
  );
  if (choiceAt < 0) return false;
  // The order itself: "do whatever …", "go do as …"; nothing after the wish but a shrug.
  const before = words.slice(0, choiceAt);
  return (
    before.length > 0 &&
    before.every((word) =>
      ['do', 'go', 'just', 'fine', 'whatever', 'ok', 'okay', 'well', 'then'].includes(word),
    ) &&
    words.slice(choiceAt + 3).every((word) => TRAILING.has(word))
  );
}

const SHRUG_LEADS = new Set(['k', 'kk', 'ok', 'okay', 'fine', 'yeah', 'sure', 'oh', 'well', 'right', 'so']);
// Accounting for oneself: apologising, explaining, justifying, making excuses.
const SELF_ACCOUNTS = /^(?:apologi[sz]ing|explaining|justifying|excusing)$/;

export function dismissesReader(clause: ClauseFacts): boolean {
  if (clause.inQuestion || clause.hasFact) return false;
  const words = clause.tokens.filter(isWord).map((token) => token.normal);
  // "Whatever." alone shrugs the reader off, and so does "k whatever" or "fine, whatever".
  if (words.at(-1) === 'whatever' && words.slice(0, -1).every((word) => SHRUG_LEADS.has(word))) return true;
  // Rule "no-account-wanted": "Don't bother apologising.", "Don't bother explaining": told not to
  // account for themselves, the reader is refused a hearing; "Please don't bother apologising" is
  // no kinder. Near misses: "Don't bother cooking, I'll bring pizza" (an offer), "Don't bother
  // replying to this one" (spares the reader a task).
  const accountAt = words.findIndex(
    (word, at) => word === 'bother' && SELF_ACCOUNTS.test(words[at + 1] ?? ''),
  );
  if (accountAt >= 0 && clause.negated && words.length <= accountAt + 3) return true;
  // Rule "stop-asking": "Stop asking.", "Quit nagging!": told to stop asking at all, with nothing
  // named, the reader is waved off. Near misses: "Please stop calling me after 10pm" (a time: a
  // boundary to ask for) and "Stop asking Sam for lifts" (someone named: a real ask).
  const bareStop =
    ['stop', 'quit'].includes(words.at(-2) ?? '') &&
    ['asking', 'nagging', 'pestering', 'bugging', 'begging', 'whining', 'moaning', 'complaining'].includes(
      words.at(-1) ?? '',
    ) &&
    words.slice(0, -2).every((word) => ['please', 'just', 'and', 'so', 'now'].includes(word));
  if (bareStop) return true;
  // "Have it your way", "Suit yourself": the order names only the reader's own will (not-orders.ts).
  const verbAt = clause.tokens.findIndex((token) => PLEASING_OR_HAVING.has(lemmaOf(token)));
  const idiom = verbAt >= 0 && concedesToReader(clause.tokens, verbAt);
  return idiom || leavesItToWhim(words);
}

export const isBrushOff = (clause: ClauseFacts): boolean => mocksSlowness(clause) || dismissesReader(clause);
