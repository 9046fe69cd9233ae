import { hasTag, type Token, tokenizeSentences } from '../../parse/tokens.ts';
import { findTimeReferences } from '../../understand/time-references.ts';
import { whereNote } from './note-articles.ts';
import { ORDER_VERBS } from './note-shapes.ts';
import { capitalise, lowerFirst } from './types.ts';

// A note given the verb a sentence needs, where only one can fit: "budget due 15 May" -> "The
// budget is due 15 May", "mtg moved to thurs" -> "meeting has moved to Thursday", "party sat 7pm"
// -> "Party is on sat 7pm".

// "budget due 15 May" has no verb: "The budget is due 15 May." Only the "X due Y" shape is filled
// in, where the missing verb can only be "is".
export const DUE = /^([\p{L}][\p{L}\s-]{0,30}?)\s+(due\b.*)$/iu;
export const withVerb = (item: string): string => {
  const label = item.match(LABEL);
  if (label?.[1] && label[2]) return `${label[1]}: ${lowerFirst(withVerb(label[2]))}`;
  const where = whereNote(item);
  if (where) return capitalise(where);
  const due = item.match(DUE);
  if (!due?.[1] || !due[2] || /\b(?:is|are|was|were)$/i.test(due[1])) return noteVerb(item);
  return `${capitalise(due[1])} is ${due[2]}`;
};
// "kids: swim lessons sat 9am": a label, then the note it heads.
// "about offsite - budget approved": a topic, a dash, then the note.
const LABEL = /^([\p{L}][\p{L}\s']{0,20}?)(?::|\s[-–]\s)\s*(.+)$/u;

// Rule "note-verb": a note that names a thing and what became of it, without the verb a sentence
// needs: "budget approved" -> "budget is approved", "mtg moved to thurs" -> "meeting has moved to
// Thursday", "car service booked fri 8am" -> "… is booked for Friday 8am", "dentist tomorrow 3pm"
// -> "dentist is tomorrow 3pm" (a thing and then only its time). Plural heads take "are"/"have".
// Near misses: "pick up dry cleaning" and "call Sam 3pm" start with a verb (an order, or an event
// note), "I booked the van" has its subject and verb, "need goggles" is the writer's need.
const MOVED = new Set([
  'moved',
  'pushed',
  'changed',
  'shifted',
  'bumped',
  'postponed',
  'rescheduled',
  'switched',
]);
const BOOKED = new Set(['booked', 'scheduled', 'planned', 'set', 'confirmed', 'fixed', 'reserved']);
const NOUNISH = ['Noun', 'Adjective', 'Determiner', 'Possessive', 'Value', 'Acronym', 'ProperNoun'];
function noteVerb(item: string): string {
  const tokens = tokenizeSentences(item).flat();
  const first = tokens[0];
  // "Meeting with Priya": a gerund first names the thing.
  const verbal = (token: Token | undefined, index: number) =>
    hasTag(token, 'Verb') && !(index === 0 && hasTag(token, 'Gerund'));
  if (!first || hasTag(first, 'Pronoun') || verbal(first, 0) || /^need$/i.test(first.normal)) return item;
  const verbAt = tokens.findIndex((token, index) => verbal(token, index));
  // The words before the verb (or the time) are the thing: nouns, with "with Priya" after them.
  const thingEnds = (end: number) =>
    tokens
      .slice(0, end)
      .every(
        (token, index) =>
          NOUNISH.some((tag) => hasTag(token, tag)) ||
          (index === 0 && hasTag(token, 'Gerund')) ||
          (index > 0 && ['with', 'for', 'of'].includes(token.normal)),
      );
  const plural = (end: number) => hasTag(tokens[end - 1], 'Plural');
  const at = (index: number) =>
    tokens
      .slice(0, index)
      .map((token) => `${token.pre}${token.text}${token.post}`)
      .join('')
      .trimEnd();
  const rest = (index: number) =>
    tokens
      .slice(index)
      .map((token) => `${token.pre}${token.text}${token.post}`)
      .join('')
      .trim();
  if (verbAt > 0 && thingEnds(verbAt)) {
    const verb = tokens[verbAt] as Token;
    if (!hasTag(verb, 'PastTense') || tokens.slice(verbAt + 1).some((token) => hasTag(token, 'Verb')))
      return item;
    const many = plural(verbAt);
    const aux = MOVED.has(verb.normal) ? (many ? 'have' : 'has') : many ? 'are' : 'is';
    const after = rest(verbAt + 1);
    const forTime =
      BOOKED.has(verb.normal) && after && findTimeReferences(after)[0]?.start === 0 ? 'for ' : '';
    return `${at(verbAt)} ${aux} ${verb.text}${after ? ` ${forTime}${after}` : ''}`;
  }
  if (verbAt >= 0) return item;
  const time = findTimeReferences(item)[0];
  if (!time || time.start === 0) return item;
  const head = item.slice(0, time.start).trim();
  const headTokens = tokenizeSentences(head).flat();
  const thing = headTokens.every(
    (token, index) =>
      (NOUNISH.some((tag) => hasTag(token, tag)) ||
        (index > 0 && index < headTokens.length - 1 && ['with', 'for', 'of'].includes(token.normal))) &&
      !/[([]/.test(token.pre),
  );
  if (!thing || headTokens.length === 0 || headTokens.length > 5) return item;
  return `${head} ${hasTag(headTokens.at(-1), 'Plural') ? 'are' : 'is'} ${item.slice(time.start).trim()}`;
}

// Rule "event-note": "party sat 7pm", "dentist thu 3pm", "standup 9:30": one word and then only
// a day and a time name an event and when it is; a tagger reads "party" as an order ("Can you
// party sat 7pm?"). The note says when the event is: "Party is on sat 7pm." (the day kept as
// typed). Near misses: "call Jo 7pm" and "book table fri 8pm" take an object and stay asks.
const DAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?`;
const EVENT_NOTE = new RegExp(
  String.raw`^([\p{L}-]+)\s+((?:(?:on\s+)?${DAY}\s+)?(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)$`,
  'iu',
);
export const eventNote = (item: string) => {
  const match = item.match(EVENT_NOTE);
  if (!match?.[1] || !match[2] || ORDER_VERBS.has(match[1].toLowerCase())) return null;
  // "on" before a day, "at" before a time alone: "Dinner is at 3pm", never "on 3pm".
  const when = match[2];
  const day = new RegExp(`^(?:on\\s+)?${DAY}\\s`, 'iu').test(`${when} `) && !/^\d/.test(when);
  const preposition = /^(?:on|at)\b/i.test(when) ? '' : day ? 'on ' : 'at ';
  return `${capitalise(match[1])} is ${preposition}${when}`;
};
