// Words that open a greeting ("Hi Sam,", "Morning all"): one list, read where a sentence is told
// to be a greeting (understand/sentence-kinds.ts) and where a name follows one (vocative-names.ts).
export const GREETING_WORDS: ReadonlySet<string> = new Set([
  'hi',
  'hello',
  'hey',
  'dear',
  'morning',
  'afternoon',
  'evening',
  'hiya',
  'greetings',
  'yo',
  'howdy',
]);
