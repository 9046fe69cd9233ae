// The words that name the reader, one list for the word category (issue 21 review: nine copies
// with different members). compromise tags them Pronoun along with every other pronoun, so the
// reader's own are listed here. Contractions need no entry: "you're" is read as "you" + "are".
export const READER_WORDS: ReadonlySet<string> = new Set(['you', 'u', 'ya', 'yall', "y'all"]);

// The reader as the subject of a verb, also where a contraction reaches a check whole ("you're",
// "youre", as typed).
export const READER_SUBJECTS: ReadonlySet<string> = new Set([...READER_WORDS, "you're", 'youre']);

// The reader as their own object: "kill yourself" orders the reader; "love you" drops its "I".
export const READER_SELF: ReadonlySet<string> = new Set(['yourself', 'yourselves']);

// What is the reader's: "your desk", "ur mess", "yours".
export const READER_POSSESSIVES: ReadonlySet<string> = new Set(['your', 'ur', 'yer', 'yours']);

// The reader in any of these forms, "you" or "yourself".
export const isReaderWord = (word: string): boolean => READER_WORDS.has(word) || READER_SELF.has(word);
