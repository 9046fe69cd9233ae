import { isWord, lemmaOf } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { READER_POSSESSIVES } from './reader-words.ts';

// Rule "make-your-life-hell": "I'll make your life hell", "We will make your stay a misery": the
// writer promising to make something of the reader's into something bad threatens the reader; read
// as news, its swear word was swapped ("your life thing"). Near misses: "I'll make your favourite
// cake" (nothing bad), "I'll miss your cooking!" (no making: the writer's own loss) and "This will
// make your life easier" (not the writer).
const WRITERS = new Set(['i', 'we']);
const FUTURE = new Set(['will', "'ll", 'shall', 'going', 'gonna']);
const HARM = -3;

export function promisesHarm(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  const makeAt = words.findIndex((token) => lemmaOf(token) === 'make');
  if (makeAt < 1 || !WRITERS.has(words[0]?.normal ?? '')) return false;
  if (!words.slice(1, makeAt).some((token) => FUTURE.has(token.normal))) return false;
  if (!READER_POSSESSIVES.has(words[makeAt + 1]?.normal ?? '')) return false;
  return words
    .slice(makeAt + 2)
    .some((token) => (clause.scores.get(clause.tokens.indexOf(token)) ?? 0) <= HARM);
}
