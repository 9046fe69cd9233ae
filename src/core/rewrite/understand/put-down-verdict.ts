import { learnedWord } from '../detox/learned-lexicon.ts';
import { hasTag, isWord } from '../parse/tokens.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { isLearnedPutDown } from './put-down-labels.ts';
import { THING_POINTERS } from './superlative-verdict.ts';

// Rule "put-down-verdict": "That is rubbish.", "Your report was garbage.", "This is utter crap":
// the reader's thing, or "this"/"that"/"it", and after the linking verb nothing but a put-down
// people removed when they rewrote real toxic text (ParaDetox) or a lexicon lists. The clause
// gives no reason and nothing to act on, so it goes like venting while the news and the ask
// beside it stay; the word pass only made it "Your report was bad." Near misses: "That is
// awful news" (a noun after the word: it describes the news), "The weather is terrible" (no
// pointer at the reader's thing or this/that), "That is fine" (no put-down), "This is awful"
// (AFINN -3, but people kept "awful" in half its uses: how bad, not a put-down), "Your train to
// Leeds is late" (a preposition in the subject: news, and no put-down).
const LINKING = new Set(['is', 'are', 'was', 'were', "'s", 's']);
const STRESS = new Set(['a', 'an', 'total', 'complete', 'absolute', 'utter', 'pure', 'such', 'so', 'just']);

// "Honestly your code review comments are useless": a stance word before the subject ("honestly",
// "frankly", "seriously") and a subject of several nouns still point at the reader's thing.
const MAX_SUBJECT_WORDS = 4;
export function putDownVerdict(clause: ClauseFacts): boolean {
  const all = clause.tokens.filter(isWord);
  // ("… and your chat bot is useless": a joining word opens the clause, and points at nothing.)
  const start = all.findIndex(
    (token) => !hasTag(token, 'Adverb') && !['and', 'but', 'so'].includes(token.normal),
  );
  const words = start > 0 ? all.slice(start) : all;
  const link = words.findIndex((token) => LINKING.has(token.normal) || hasTag(token, 'Copula'));
  if (link < 1 || link > MAX_SUBJECT_WORDS) return false;
  if (!THING_POINTERS.has(words[0]?.normal ?? '')) return false;
  const subject = words.slice(1, link);
  if (!subject.every((token) => ['Noun', 'Adjective', 'Value'].some((tag) => hasTag(token, tag))))
    return false;
  const after = words.slice(link + 1);
  const verdict = after.at(-1);
  if (!verdict || !after.slice(0, -1).every((token) => STRESS.has(token.normal))) return false;
  if (!(hasTag(verdict, 'Adjective') || hasTag(verdict, 'Noun'))) return false;
  return isLearnedPutDown(verdict.normal) || (words[0]?.normal === 'your' && judgesWork(verdict.normal));
}

// Said of the reader's own work ("your comments are useless"), a word people changed in most of
// its uses is a put-down even below the general bar. "Your answer is wrong" (never learned: people
// kept it) corrects, and stays.
const WORK_CHANGE_RATE = 0.6;
function judgesWork(word: string): boolean {
  const learned = learnedWord(word);
  return scoreOfWord(word) < 0 && learned !== undefined && learned.changeRate >= WORK_CHANGE_RATE;
}
