import nlp from 'compromise';
import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../catalog/rewrite-explanations.ts';
import type { Tone } from '../../schemas.ts';
import type { OutSentence } from './realise-sentences.ts';
import { type ShapeInput, type ShapeOutcome, unchanged, withoutEnd } from './tasks/types.ts';

// say-no (issue 22): declines what the message asks of the writer, keeping its details, and
// offers no alternative the message doesn't give. The message is read as typed, since the editor
// may have turned "I need you to take over the account" into "Could you …?".

// The ways a favour is asked of the reader of the message, each with what is asked:
// "Can you take my on-call week?", "Any chance you could drive me?", "Are you able to lead it?",
// "Would you mind watering my plants?", "I need you to take over the account", "Please can you
// babysit?", "I was wondering if you could look over my CV".
const ASK_FRAMES: readonly RegExp[] = [
  /^(?:(?:so|and|hey|hi),?\s+)?(?:would|do) you mind\s+(.+?)\?$/i,
  /^(?:(?:so|and|ok|okay|hey|hi|please),?\s+)?(?:can|could|would|will) you(?: please)?(?: possibly)?(?: be able to)?\s+(.+?)\?$/i,
  /^(?:(?:so|and|hey|hi),?\s+)?(?:is there )?any chance (?:that )?you could\s+(.+?)\?$/i,
  /^(?:(?:so|and|hey|hi),?\s+)?(?:are you able to|do you think you could|is there any way you could)\s+(.+?)\?$/i,
  /^(?:I|we) (?:need|want|would like|'d like) you to\s+(.+?)[.!]?$/i,
  /^I was (?:just )?wondering if you (?:could|would be able to|might)\s+(.+?)[.?!]?$/i,
  /^(?:I|we)(?:'d| would) (?:love|like) (?:for )?you to\s+(.+?)[.!]?$/i,
];
// "Let us know if you can": the ask's own follow-on, which a decline answers.
const LET_KNOW = /^(?:please )?let (?:me|us) know if you (?:can|could|are able to)\b[^.?!]*[.!?]?$/i;

// The reply speaks from the other side: "my week" is "your week" to the one who declines.
const SWAPS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  my: 'your',
  me: 'you',
  mine: 'yours',
  your: 'my',
  yours: 'mine',
  myself: 'yourself',
  us: 'you',
  our: 'your',
};
const fromOtherSide = (text: string) =>
  text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI was\b/g, 'you were')
    .replace(
      /\b(I'm|I|my|me|mine|your|yours|myself|us|our)\b/gi,
      (word) => SWAPS[word.toLowerCase()] ?? word,
    );

// "watering your plants" -> "water your plants": "would you mind" takes the -ing form.
function asBase(asked: string): string {
  const [first, ...rest] = asked.split(/\s+/);
  if (!first || !/ing$/i.test(first)) return asked;
  const base = nlp(`they are ${first}`)
    .verbs()
    .toInfinitive()
    .text()
    .replace(/^they\s+(?:be\s+)?/i, '');
  return base && !/ing$/i.test(base) ? [base, ...rest].join(' ') : asked;
}

const DECLINES: Record<Tone, string> = {
  supportive: "I'm sorry, I can't",
  friendly: "Sorry, I can't",
  direct: "I can't",
  reassuring: "I'm sorry, but I can't",
};

const letters = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const typedText = (input: ShapeInput, index: number) =>
  `${input.model.sentences[index]?.clauses.map((clause) => clause.text).join(' ') ?? ''}${input.model.sentences[index]?.end ?? ''}`.trim();

// What the message asks of the writer, as typed, and the sentence it is in.
function askedOfWriter(input: ShapeInput): string | null {
  for (const [index, sentence] of input.model.sentences.entries()) {
    if (sentence.role !== 'content') continue;
    const typed = typedText(input, index);
    for (const frame of ASK_FRAMES) {
      const asked = typed.match(frame)?.[1];
      if (asked && /^[a-z]/i.test(asked)) return withoutEnd(asked);
    }
  }
  return null;
}

// Rule "edited-ask-still-found": the editor may have taken a word out of the ask ("run the bake
// sale again this year" loses its reproachful "again"), so the sentence is the one that holds the
// asked words, or else the one ask that holds most of them (four in five). Near miss: a
// different ask sharing only a word or two ("run the bake sale" beside "Could you sign the form?")
// is not it.
function askSentence(sentences: readonly OutSentence[], words: string): number {
  const whole = sentences.findIndex(
    (sentence) => sentence.role === 'content' && letters(sentence.text).includes(words),
  );
  if (whole >= 0) return whole;
  const wanted = words.split(' ');
  const share = (sentence: OutSentence) => {
    const have = new Set(letters(sentence.text).split(' '));
    return wanted.filter((word) => have.has(word)).length / wanted.length;
  };
  return sentences.findIndex(
    (sentence) => sentence.role === 'content' && sentence.isAsk && share(sentence) >= 0.8,
  );
}

export function sayNo(input: ShapeInput): ShapeOutcome {
  if (input.model.hasRefusal) return unchanged(input);
  const asked = askedOfWriter(input);
  // The sentence the editor made of the ask: the one that still carries what was asked.
  const words = asked ? letters(asked.replace(/\bplease\b/gi, '')) : '';
  const at = asked ? askSentence(input.sentences, words) : -1;
  if (!asked || at < 0) {
    const asks = input.sentences.some((sentence) => sentence.isAsk && sentence.role === 'content');
    return unchanged(input, asks ? BASE.intentSayNo : TEXT.sayNoNoAsk);
  }
  const text = `${DECLINES[input.request.tone]} ${fromOtherSide(asBase(asked.replace(/,?\s*please$/i, '')))}.`;
  const sentences = input.sentences
    .map((sentence, index): OutSentence => (index === at ? { ...sentence, isAsk: false, text } : sentence))
    .filter((sentence) => sentence.role !== 'content' || !LET_KNOW.test(sentence.text));
  return { sentences, explanation: TEXT.sayNo, newForm: true };
}
