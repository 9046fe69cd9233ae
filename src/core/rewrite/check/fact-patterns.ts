// The patterns behind extractFacts, most specific first: a span claimed by an earlier pattern
// (a URL, a sum of money) is never read again by a later one (the digits inside it).

export const FACT_KINDS = [
  'url',
  'email',
  'money',
  'ticket',
  'time',
  'date',
  'weekday',
  'month',
  'number',
  'name',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

const MONTH_NAMES = 'january|february|march|april|may|june|july|august|september|october|november|december';
const MONTH_SHORT = 'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const MONTH = `(?:${MONTH_NAMES}|(?:${MONTH_SHORT})\\.?)`;
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';

// Relative days are facts too: "tomorrow" and "next week" change what the reader has to do.
const RELATIVE_DAYS = [
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
  'this week',
  'next week',
  'last week',
  'this weekend',
  'next month',
  'this month',
  'end of (?:the )?day',
  'end of (?:the )?week',
  'eod',
];

// "one" is left out on purpose: it is far more often a pronoun ("the one I sent") than a count.
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen';
export const NUMBER_WORD = new RegExp(`^(?:${NUMBER_WORDS})$`, 'i');

export interface FactPattern {
  readonly kind: FactKind;
  readonly regex: RegExp;
}

export const FACT_PATTERNS: readonly FactPattern[] = [
  { kind: 'url', regex: /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/gi },
  { kind: 'email', regex: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g },
  {
    kind: 'url',
    regex: /\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|co|uk|de|edu|gov|info|biz)\b(?:\/[^\s<>"'()]*)?/gi,
  },
  {
    kind: 'money',
    regex:
      /[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion|thousand)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|pounds|usd|eur|gbp)\b/gi,
  },
  { kind: 'ticket', regex: /\b[A-Z][A-Z0-9]{1,9}-\d+\b|(?<![\w#])#\d+\b/g },
  {
    kind: 'time',
    regex:
      /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:noon|midday|midnight)\b/gi,
  },
  {
    kind: 'date',
    regex: new RegExp(
      [
        `\\b${MONTH}\\s+${ORDINAL}\\b(?:,?\\s+\\d{4}\\b)?`,
        `\\b${ORDINAL}\\s+(?:of\\s+)?${MONTH}(?![a-z])(?:,?\\s+\\d{4}\\b)?`,
        '\\b\\d{4}-\\d{2}-\\d{2}\\b',
        '\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b',
        '\\b\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}\\b',
        '\\b\\d{1,2}(?:st|nd|rd|th)\\b',
        `\\b(?:${RELATIVE_DAYS.join('|')})\\b`,
      ].join('|'),
      'gi',
    ),
  },
  { kind: 'weekday', regex: /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tues?|thu|thurs?|fri)\b/gi },
  // Short forms that are also English words ("wed", "sun") count only with a capital.
  { kind: 'weekday', regex: /\b(?:Mon|Wed|Sat|Sun)\b/g },
  { kind: 'month', regex: new RegExp(`\\b(?:${MONTH_NAMES.replace('may|', '')})\\b`, 'gi') },
  // "May" the month and "may" the verb look alike; only a capital mid-sentence makes it a month.
  { kind: 'month', regex: /(?<=[\w,]\s+)May\b/g },
  {
    kind: 'number',
    regex: new RegExp(
      // A spelt-out count of times ("asked you THREE times") measures a reproach, not a fact.
      `(?<![\\w.,$€£#])[A-Za-z]{0,2}\\d+(?:[.,:]\\d+)*%?(?!\\w)|\\b(?:${NUMBER_WORDS})\\b(?!\\s+times?\\b)`,
      'gi',
    ),
  },
];

// Capitalised words that are not names: openers, pronouns, shouting, and the words a message
// often capitalises for emphasis. Lower-case compared.
export const NOT_NAMES = new Set(
  (
    'i im ive ill id a an the and or but so if then this that these those it its is are was were be ' +
    'hi hello hey dear thanks thank please regards cheers best ok okay yes no not now again still ' +
    'asap urgent immediately deadline must critical emergency important fyi note notes re fwd ps ' +
    'final draft todo update reminder meeting team everyone all you your we our they he she him her ' +
    'guys folks mr mrs ms dr sir madam anyway also sorry sure great cool fine well ' +
    'me my us them who what when where why how which can could would will should do does did done ' +
    'to of in on at by for with from about as up out off over into after before until'
  ).split(' '),
);
