import type { ClauseModel, LineModel } from './message-model.ts';

// Rule "emphatic-echo": "You had one job. ONE.", "I said Friday. FRIDAY.": a sentence of one word
// that repeats a word of the sentence just before it only hammers it in; it says nothing new, and
// goes as an emphatic aside. Near misses: "Send the key. Thanks." (a new word), "Is it Friday?
// Friday." (an answer after a question), and "Two." after "How many do you need?".
const MAX_ECHO_WORDS = 1;

function echoes(clause: ClauseModel, before: ClauseModel[] | undefined): boolean {
  if (!before || clause.words.length > MAX_ECHO_WORDS || clause.inQuestion || clause.hostility !== null)
    return false;
  const [word] = clause.words;
  const asked = before.some((other) => other.inQuestion);
  return word !== undefined && !asked && before.some((other) => other.words.includes(word));
}

export function withEchoes(lines: LineModel[]): LineModel[] {
  let before: ClauseModel[] | undefined;
  return lines.map((line) => ({
    ...line,
    sentences: line.sentences.map((sentence) => {
      const clauses = sentence.clauses.map((clause) =>
        echoes(clause, before) ? { ...clause, ask: null, hostility: 'emphatic' as const } : clause,
      );
      before = [...sentence.clauses];
      return { ...sentence, clauses };
    }),
  }));
}
