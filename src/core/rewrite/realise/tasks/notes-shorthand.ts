// compose-from-notes reads shorthand as the words it stands for (issue 22).

// Shorthand that reads as code to someone else, spelt out (rule "notes-spelt-out"): the common
// note abbreviations, a bare "3p" as "3pm", and an arrow as the word it stands for ("moved ->
// thurs" is "moved to thurs", elsewhere "then"). Day names are spelt out only beside a time or
// "on"/"by" ("sat 9am" -> "Saturday 9am"), where the fact check reads the same weekday; "sun" or
// "wed" alone may be words. Near misses: "re" inside a word ("rebook"), "3p" inside "3pm" or a
// code ("B3p"), an arrow in "<->".
const DAY_NAMES: Readonly<Record<string, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  weds: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const MONTH_NAMES: Readonly<Record<string, string>> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  sept: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};
const SHORT_DAY = String.raw`\b(mon|tues?|weds?|thu|thurs?|fri|sat|sun)\.?`;
const TIME_AFTER = String.raw`(?=\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?\b)`;
const SHORTHAND: readonly [RegExp, string | ((...parts: string[]) => string)][] = [
  [/\bappts?\b/gi, 'appointment'],
  [/\bmtgs?\b/gi, 'meeting'],
  [/\bre:\s*/gi, 'about '],
  [/\bre\s+(?=[a-z])/g, 'about '],
  [/\bw\/o\b\s*/gi, 'without '],
  [/\bw\/\s*/gi, 'with '],
  [/\bb\/c\b/gi, 'because'],
  [/\bthx\b/gi, 'thanks'],
  [/\brsvp\b/gi, 'RSVP'],
  [/\bpls\b|\bplz\b/gi, 'please'],
  [/\b(?:tmrw|tmr|tmw|tomoz)\b/gi, 'tomorrow'],
  [/\b(?:yday|ystdy|yest)\b/gi, 'yesterday'],
  [/\bpw\b/gi, 'password'],
  [/\bb4\b/gi, 'before'],
  [/\btdy\b/gi, 'today'],
  [/\b(?:bday|b-day)\b/gi, 'birthday'],
  [/\bxmas\b/gi, 'Christmas'],
  [/\btbd\b/gi, 'to be decided'],
  [/\btbc\b/gi, 'to be confirmed'],
  [/\bapprox\.?(?=\s)/gi, 'about'],
  [/\bppl\b/gi, 'people'],
  [/\bmsg\b/gi, 'message'],
  // Rule "notes-spelt-out" also reads "cant"/"dont"/"wont" typed without their apostrophe as the
  // words they are; near miss: "want", "cannot" (already words).
  [/\b(can|don|won|isn|aren|didn|doesn|haven|hasn|wouldn|couldn|shouldn)t\b/gi, (_, stem) => `${stem}'t`],
  [/\bwks?\b(?=\s|$|[,.])/gi, (week) => (week.toLowerCase().endsWith('s') ? 'weeks' : 'week')],
  [/\b(\d{1,2}(?::\d{2})?)\s?([ap])\b(?!\.?m)/gi, (_, time, half) => `${time}${half?.toLowerCase()}m`],
  [
    /\b(moved|pushed|changed|shifted|bumped|postponed|rescheduled|switched)\s*(?:->|→|=>)\s*/gi,
    (_, verb) => `${verb} to `,
  ],
  [/\s*(?<!<)(?:->|→|=>)\s*/g, ', then '],
  [new RegExp(`${SHORT_DAY}${TIME_AFTER}`, 'gi'), (_, day) => DAY_NAMES[day.toLowerCase()] ?? day],
  // "sat shift", "fri night": a short day before a part of a day or a shift names that day.
  [
    new RegExp(
      `${SHORT_DAY}(?=\\s+(?:shift|night|morning|afternoon|evening|lunch|class|lesson|match|game)s?\\b)`,
      'gi',
    ),
    (_, day) => DAY_NAMES[day.toLowerCase()] ?? day,
  ],
  // "deadline fri", "school run wed": a weekday that can be no other word, ending the note.
  // Near misses: "sat" and "sun" at the end ("we sat", "in the sun") are words.
  // After a thing ("school run wed") the day takes "on"; after "is", "by" or "next" it stands alone.
  [
    /(\S+)(\s+)(mon|tues?|weds?|thu|thurs?|fri)\.?$/gi,
    (_, before, space, day) =>
      `${before}${space}${/^(?:is|are|was|on|by|before|until|till|from|every|this|next|last|to|with|or|and|,)$/i.test(before) ? '' : 'on '}${DAY_NAMES[day.toLowerCase()] ?? day}`,
  ],
  // "in jan", "by sept", "mid-oct": a short month after a word of time, or before a date.
  [
    /\b(in|by|from|until|till|early|late|mid|mid-|next|this|end of)\s*(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/gi,
    (_, before, month) =>
      `${before}${/-$/.test(before) ? '' : ' '}${MONTH_NAMES[month.toLowerCase()] ?? month}`,
  ],
  // "tomorrow 3pm", "Saturday 9am": a day then its clock time reads "tomorrow at 3pm".
  [
    /\b(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?=\d{1,2}(?::\d{2})?\s?(?:am|pm)\b)/gi,
    '$1 at ',
  ],
  [
    new RegExp(
      String.raw`\b(on|by|before|from|until|till|every|with|or|to)\s+${SHORT_DAY.slice(2)}(?![\p{L}])(?!\s+\p{L})`,
      'giu',
    ),
    (_, before, day) => `${before} ${DAY_NAMES[day.toLowerCase()] ?? day}`,
  ],
];
export const expandNotes = (text: string) =>
  SHORTHAND.reduce(
    (result, [pattern, full]) =>
      typeof full === 'string' ? result.replace(pattern, full) : result.replace(pattern, full as never),
    text,
  );
