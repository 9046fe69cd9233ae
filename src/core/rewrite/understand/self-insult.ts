import { hasTag, isWord } from '../parse/tokens.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { WRITER_STATES } from './cue-words.ts';
import { statedFeeling } from './feelings.ts';
import { isSwearWord } from './profanity.ts';
import { WRITER_SUBJECTS, writerAlone } from './writer-words.ts';

// Rule "self-insult": "I'm such an idiot", "I'm the worst", "I'm so stupid": the writer calls
// themselves a name. The reader can do nothing with it, and an apology reads better without it;
// replacing the name ("I'm such a person") makes nonsense. Read from where the bad word stands
// (what "I am" is), not from a list of names. Near misses: the writer's state ("I'm sick today",
// "I'm exhausted") and feelings ("I'm worried") tell the reader something, and stay; so does a
// clause that goes on ("I'm a terrible cook, so let's order in").

const WRITER = writerAlone(WRITER_SUBJECTS);
const BE = new Set(['am', "'m", 'm']);
// Words between "am" and the name: "such an", "the", "so", "a complete". Rule "denied-self-name":
// "I know the rent is due, I'm not an idiot" defends the writer with the same name, said back at
// the reader; it goes as venting (the word pass made it "I'm not an anything"). Near miss: "I'm
// not sick" (a state) and "I'm not angry" (a feeling) stay.
const DEGREE = new Set([
  'not',
  'such',
  'so',
  'the',
  'a',
  'an',
  'really',
  'just',
  'total',
  'complete',
  'absolute',
  'utter',
]);
const NAME_SCORE = -2;

export function insultsSelf(clause: ClauseFacts): boolean {
  const { tokens } = clause;
  const words = tokens.map((token) => token.normal);
  // The name is all the clause says, after at most an interjection ("Ugh, I'm so stupid"):
  // "Sorry, I'm the worst" keeps its apology, and so stays.
  const subject = tokens.findIndex((token) => isWord(token) && !hasTag(token, 'Expression'));
  if (!WRITER.has(words[subject] ?? '') || !BE.has(words[subject + 1] ?? '')) return false;
  let at = subject + 2;
  while (DEGREE.has(words[at] ?? '')) at++;
  const name = tokens[at];
  if (!name || at !== tokens.length - 1) return false;
  if (!hasTag(name, 'Noun') && !hasTag(name, 'Adjective')) return false;
  if (WRITER_STATES.has(name.normal) || statedFeeling(clause) !== null) return false;
  // The word's own score: a "not" before it flips the clause's reading, not what the name is.
  const score = Math.min(clause.scores.get(at) ?? 0, scoreOfWord(name.normal));
  return score <= NAME_SCORE || isSwearWord(name);
}
