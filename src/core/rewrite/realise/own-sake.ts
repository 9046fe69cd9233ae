import { lemmaOf } from '../parse/tokens.ts';
import type { MessageModel } from '../understand/message-model.ts';
import { READER_POSSESSIVES, READER_SELF } from '../understand/reader-words.ts';
import {
  WRITER_OBJECTS,
  WRITER_POSSESSIVES,
  WRITER_SUBJECTS,
  writerWords,
} from '../understand/writer-words.ts';

// Rule "no-thanks-for-own-sake": "The server will be down on Saturday. Save your work before then."
// asks the reader to look after their own things; "Thank you!" after it thanks them for a favour
// they were never doing for the writer, and reads as filler. Near misses: "Send me your expenses"
// and "Hand in your kit by Friday" (the reader's thing goes to someone: a favour, thanked) and
// "Call the landlord today" (nothing of the reader's own).
// "mine" but not "ours", as this rule always had.
const WRITER = writerWords(WRITER_SUBJECTS, WRITER_OBJECTS, WRITER_POSSESSIVES, ['mine']);
// The reader's own things or self: "your work", "look after yourself".
const READERS_OWN: ReadonlySet<string> = new Set([...READER_POSSESSIVES, ...READER_SELF]);
// Verbs that hand a thing over to someone.
const HANDING_OVER = new Set([
  'send',
  'give',
  'hand',
  'pay',
  'return',
  'submit',
  'share',
  'forward',
  'email',
]);

export function asksForReadersOwnSake(model: MessageModel): boolean {
  const asks = model.sentences.flatMap((sentence) =>
    sentence.clauses.filter((clause) => clause.ask !== null),
  );
  return (
    asks.length > 0 &&
    asks.every(
      (clause) =>
        clause.tokens.some((token) => READERS_OWN.has(token.normal)) &&
        !clause.tokens.some((token) => WRITER.has(token.normal) || HANDING_OVER.has(lemmaOf(token))),
    )
  );
}
