// The words that name the writer, one list per form as reader-words.ts has for the reader (review:
// seventeen private copies with different members). compromise tags them Pronoun along with every
// other pronoun, so the writer's own are listed here; a check that wants several forms joins them
// with `writerWords`.

// The writer as the subject of a verb: "I", "we".
export const WRITER_SUBJECTS: ReadonlySet<string> = new Set(['i', 'we']);

// The writer as an object: "send me", "tell us".
export const WRITER_OBJECTS: ReadonlySet<string> = new Set(['me', 'us']);

// What is the writer's: "my desk", "our plan".
export const WRITER_POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our']);

// The writer's own, standing alone: "it's mine", "theirs or ours".
export const WRITER_OWN: ReadonlySet<string> = new Set(['mine', 'ours']);

// The writer as their own object: "I'll do it myself".
export const WRITER_SELF: ReadonlySet<string> = new Set(['myself', 'ourselves']);

// Contractions as a check may meet them whole ("i'm", "we'll").
export const WRITER_CONTRACTIONS: ReadonlySet<string> = new Set(["i'm", "i'll", "we're", "we'll"]);

// The writer alone, never "we": where a team's "we" reads otherwise ("we are idiots" is no
// self-insult of the writer's).
const SINGULAR: ReadonlySet<string> = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i'll"]);

// Several of the lists as one set.
export const writerWords = (
  ...lists: readonly (ReadonlySet<string> | readonly string[])[]
): ReadonlySet<string> => new Set(lists.flatMap((list) => [...list]));

// Only the singular words of `words`: the writer alone.
export const writerAlone = (words: ReadonlySet<string>): ReadonlySet<string> =>
  new Set([...words].filter((word) => SINGULAR.has(word)));
