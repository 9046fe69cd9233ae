import { hasTag, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { describesThingState } from '../understand/thing-states.ts';
import { fixWord } from './fix-word.ts';
import { insultingWhole } from './insulting-whole.ts';
import { learnedWord } from './learned-lexicon.ts';
import { learnedPhrase } from './learned-phrases.ts';
import { keepQuestionWord } from './spelt-out-question.ts';
import {
  articleFix,
  oneWordSomething,
  range,
  strandedCommas,
  strandedQuestionWords,
  swearPhrasalVerbs,
  verbLeavesNoHole,
  withoutRepeatedReplacement,
} from './tidy-edits.ts';
import { toxicityOf } from './toxic-words.ts';
import { isInsultByValence, valenceOf } from './valence-insult.ts';
import { type DetoxEdit, endsPhrase, wordOf } from './word-shapes.ts';

// Word-level detox, the way people rewrote real toxic sentences: mostly delete the toxic word and
// keep everything else. A deletion never leaves a hole, so each toxic word is fixed by its kind:
//   learned-phrase   a run people replaced or dropped as one: "give a shit" -> "care", "the fuck" -> ""
//   compound         a hyphenated word with a toxic part: the learned word for it, else it goes
//   modifier         an adjective or intensifier before a word it describes goes: "fucking great"
//   predicate        after "is/was/are" it says something: a learned adjective, else "bad"
//   address          an insult that names the reader, "you idiot", "bitch, you said": it goes
//   noun-head        a noun that heads a phrase keeps its slot: the learned noun for it, else
//                    "person"/"people" for an insult and "thing"/"things" for the rest
//   other            anything else (an exclamation, a verb) goes

export type { DetoxEdit, DetoxRule } from './word-shapes.ts';

// An exclamation opener people nearly always drop ("holy" in "holy crap") goes with the toxic
// word after it; learned, not listed.
const OPENER_RATE = 0.9;
const OPENER_MIN_SEEN = 10;
const isOpener = (word: string) => {
  const learned = learnedWord(word);
  return learned !== undefined && learned.seen >= OPENER_MIN_SEEN && learned.changeRate >= OPENER_RATE;
};

export interface DetoxOptions {
  // Words the user allows (never removed or replaced).
  readonly allowed?: ReadonlySet<string>;
  // AFINN score of each token that has one, by position.
  readonly scores?: ReadonlyMap<number, number>;
}

const isToxicToken = (tokens: readonly Token[], index: number, options: DetoxOptions) => {
  const token = tokens[index] as Token;
  if (options.allowed?.has(token.normal) || options.allowed?.has(wordOf(token))) return false;
  // "Hey Dick,": a greeting's name is no toxic word (parse/vocative-names.ts).
  if (hasTag(token, 'VocativeName')) return false;
  if (describesThingState(tokens, index, scoreOfWord)) return false;
  const score = options.scores?.get(index) ?? 0;
  return toxicityOf(wordOf(token), score) !== null || isInsultByValence(tokens, index, score);
};

// The edits, in order and not overlapping, that take the toxic words out of one clause.
export function detoxEdits(tokens: readonly Token[], options: DetoxOptions = {}): DetoxEdit[] {
  const words = tokens.map(wordOf);
  // Each token is judged once: the matcher is the costly part, and the loop looks back.
  const judged = new Map<number, boolean>();
  const isToxicAt = (_: readonly Token[], index: number, judgedOptions: DetoxOptions) => {
    let toxic = judged.get(index);
    if (toxic === undefined) {
      toxic = isToxicToken(tokens, index, judgedOptions);
      judged.set(index, toxic);
    }
    return toxic;
  };
  const edits: DetoxEdit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const phrase = learnedPhrase(words, index);
    // A run deleted whole never takes a clause's subject: "you idiots broke it" keeps "you".
    const subject =
      phrase?.text === '' &&
      hasTag(tokens[index], 'Pronoun') &&
      hasTag(tokens[index + (phrase?.length ?? 0)], 'Verb');
    if (
      phrase &&
      !subject &&
      range(index, index + phrase.length).some((at) => isToxicAt(tokens, at, options))
    ) {
      edits.push({ from: index, to: index + phrase.length, text: phrase.text, rule: 'learned-phrase' });
      index += phrase.length - 1;
      continue;
    }
    const whole = insultingWhole(tokens, index, (at) => isToxicAt(tokens, at, options));
    if (whole) {
      while ((edits.at(-1)?.to ?? -1) > whole.from) edits.pop();
      edits.push(whole);
      index = whole.to - 1;
      continue;
    }
    const token = tokens[index] as Token;
    // "half-assed": compromise reads "half" and "assed" joined by "-".
    if (token.post === '-' && tokens[index + 1]) {
      const compound = `${words[index]}-${words[index + 1]}`;
      const toxic = isToxicAt(tokens, index, options) || isToxicAt(tokens, index + 1, options);
      if (toxic || toxicityOf(compound, 0)) {
        const learned = learnedWord(compound)?.replacement;
        edits.push({ from: index, to: index + 2, text: learned ?? '', rule: 'compound' });
        index += 1;
        continue;
      }
    }
    if (!isToxicAt(tokens, index, options)) continue;
    let previous = index - 1;
    while (previous >= 0 && isToxicAt(tokens, previous, options)) previous--;
    if (isOpener(words[index - 1] ?? '') && (index === 1 || endsPhrase(tokens[index - 2]))) {
      while ((edits.at(-1)?.to ?? -1) > index - 1) edits.pop();
      edits.push({ from: index - 1, to: index + 1, text: '', rule: 'other' });
      continue;
    }
    const nextToxic = index + 1 < tokens.length && isToxicAt(tokens, index + 1, options);
    const edit = fixWord(
      tokens,
      index,
      valenceOf(token, options.scores?.get(index) ?? 0),
      previous,
      nextToxic,
    );
    // "you stupid idiot": the address takes in the modifier already edited inside it.
    while ((edits.at(-1)?.from ?? -1) >= edit.from) edits.pop();
    const last = edits.at(-1);
    edits.push(last && edit.from < last.to ? { ...edit, from: last.to } : edit);
  }
  const joined = keepQuestionWord(
    tokens,
    oneWordSomething(tokens, strandedQuestionWords(tokens, withoutRepeatedReplacement(tokens, edits))),
  );
  const whole = verbLeavesNoHole(tokens, swearPhrasalVerbs(tokens, joined));
  return [...strandedCommas(tokens, whole), ...articleFix(tokens, whole)].sort((a, b) => a.from - b.from);
}
