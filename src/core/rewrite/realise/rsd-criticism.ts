import nlp from 'compromise';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { capitalise } from './tasks/types.ts';

// Rule "criticism-as-what-helps" (manager-rsd): "The summary you sent was confusing and the
// numbers were wrong." judges the reader's work, which this reader hears as a verdict on
// themselves. The same facts, said as what would help, keep the point without the verdict: "Next
// time, it would help if the summary you sent were clearer and the numbers were correct." Past
// work gets "next time"; work in hand ("the draft is unclear") gets "it would help if …".
// Only a thing is judged this way: "You were rude" is about the person (the detox rules' job).
// Near misses: a fact that is no judgement ("The numbers were final"), praise ("The summary was
// clear"), a question, and a predicate this rule can't turn round ("was a surprise"): they stay.

// What the judged thing is: a determiner and up to six words, never a person.
const JUDGED =
  /^((?:the|your|this|that|these|those|our|my)\s+(?!(?:one|ones|guy|man|woman|people|person|team|staff)\b)[\p{L}\d' -]{2,60}?)\s+(is|are|was|were)\s+(.+?)(?:,\s*so\s+(.+?))?[.!]$/iu;

// The judgement's opposite where "less …" would read oddly; every other negative word (AFINN)
// becomes "less …", which is always true to what was said.
const OPPOSITE: Record<string, string> = {
  confusing: 'clearer',
  wrong: 'correct',
  harsh: 'gentler',
  vague: 'more specific',
  sloppy: 'more careful',
  messy: 'tidier',
  bad: 'better',
  poor: 'better',
  missing: 'included',
  long: 'shorter',
  short: 'longer',
  late: 'earlier',
  slow: 'quicker',
  big: 'smaller',
  small: 'bigger',
  dense: 'simpler',
  busy: 'simpler',
  cluttered: 'simpler',
};
const INTENSIFIER = /^(?:a bit|a little|very|really|so|quite|pretty|kind of|rather|way|far|much)\s+/i;

// "hard to follow" → "easier to follow"; "too long" → "shorter"; "unclear" → "clear".
function turnRound(predicate: string): string | null {
  const words = predicate.replace(INTENSIFIER, '').trim();
  const hard = words.match(/^(?:hard|difficult|tricky|impossible)\s+(to\s+\p{L}+)$/iu);
  if (hard?.[1]) return `easier ${hard[1]}`;
  const too = words.match(/^too\s+(\p{L}+)$/iu)?.[1]?.toLowerCase();
  if (too) return OPPOSITE[too] ?? `less ${too}`;
  if (!/^\p{L}+$/u.test(words)) return null;
  const word = words.toLowerCase();
  if (OPPOSITE[word]) return OPPOSITE[word];
  // "unclear", "incomplete", "disorganised": the word without its "not" prefix, when that is a word.
  const base = word.match(/^(?:un|in|im|dis)(\p{L}{4,})$/u)?.[1];
  if (base && nlp(base).has('#Adjective') && scoreOfWord(base) >= 0) return comparative(base);
  return scoreOfWord(word) < 0 ? `less ${word}` : null;
}

// "confusing and the numbers were wrong": each judged thing with its predicates.
function judgedParts(
  subject: string,
  verb: string,
  rest: string,
): { subject: string; verb: string; better: string[] }[] | null {
  const [first, ...others] = rest.split(/\s*,?\s+and\s+(?=(?:the|your|this|that|these|those|our|my)\s)/i);
  const parts = [{ subject, verb, predicates: first ?? '' }];
  for (const other of others) {
    const match = other.match(/^(.+?)\s+(is|are|was|were)\s+(.+)$/i);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    parts.push({ subject: match[1], verb: match[2], predicates: match[3] });
  }
  const turned = parts.map((part) => {
    const better = part.predicates.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map(turnRound);
    return better.every((word): word is string => word !== null) ? { ...part, better } : null;
  });
  return turned.every((part) => part !== null)
    ? (turned as { subject: string; verb: string; better: string[] }[])
    : null;
}

// "clear" → "clearer" beside "tidier"; a long word ("complete") stays as it is.
// Spelled here, not by compromise's adjective methods: the browser engine's compromise leaves them
// out (tests/build/engine-parser.test.ts), and short adjectives follow four spelling rules.
const comparative = (word: string) => {
  if (word.length > 5) return word;
  if (word.endsWith('e')) return `${word}r`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ier`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.at(-1)}er`;
  return `${word}er`;
};

const joinAnd = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

// The sentences that replace the criticism, or null when it is no judgement this rule turns round.
export function criticismAsHelp(text: string, nextTimeSaid: boolean): string[] | null {
  const order = nextTimeOrderAsHelp(text);
  if (order) return [order];
  const match = text.trim().match(JUDGED);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const parts = judgedParts(match[1], match[2], match[3]);
  if (!parts) return null;
  const past = parts.some((part) => /^(?:was|were)$/i.test(part.verb));
  const wish = joinAnd(parts.map((part) => `${lowerSubject(part.subject)} were ${joinAnd(part.better)}`));
  // The message asks for a fix now ("Can you trim it?"), or says "next time" itself: no second one.
  const lead = past && !nextTimeSaid ? 'Next time, it would help if' : 'It would help if';
  const consequence = match[4] ? [`${capitalise(match[4].replace(/\bhad to\b/, 'needed to'))}.`] : [];
  return [...consequence, `${lead} ${wish}.`];
}

const lowerSubject = (subject: string) =>
  subject.replace(/^(The|Your|This|That|These|Those|Our|My)\b/, (word) => word.toLowerCase());

// Rule "next-time-order-as-help" (manager-rsd): "Next time explain what you want." orders the
// reader to do better, which this reader hears as blame for this time. Said as what would help,
// it asks the same: "Next time, it would help if you explained what you want." Near misses:
// "Next time we meet, …" (no order: a subject follows), "Next time is Friday", a question.
const NEXT_TIME_ORDER = /^next time,?\s+(?:please\s+)?(\p{Ll}+)\b(.*?)[.!]$/iu;
function nextTimeOrderAsHelp(text: string): string | null {
  const match = text.trim().match(NEXT_TIME_ORDER);
  if (!match?.[1]) return null;
  const verb = nlp(match[1]);
  if (!verb.has('#Infinitive') || verb.has('#Pronoun')) return null;
  const past = verb.verbs().toPastTense().text();
  return past ? `Next time, it would help if you ${past}${match[2] ?? ''}.` : null;
}
