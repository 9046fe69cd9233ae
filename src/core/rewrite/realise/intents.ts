import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../catalog/rewrite-explanations.ts';
import type { Tone } from '../../schemas.ts';
import type { OutSentence } from './realise-sentences.ts';
import { asFollowUp } from './task-shapes.ts';
import {
  capitalise,
  lowerFirst,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './tasks/types.ts';

// Intents make the change their name promises when the message fits it, and say so when it does
// not (issue 12 forbade forcing an intent onto a message; issue 22 asks for it where it fits).

// "Can you take my on-call week in March?": a favour asked as a question, which a reply can decline.
// "Please send me the invoice so I can pay it" is the writer's own instruction: declining it would
// make the writer refuse what they themselves ask, so say-no doesn't fit it.
const ASKED =
  /^(?:(?:so|and|ok|okay),?\s+)?(?:can|could|would|will) you(?: please)?(?: be able to)?\s+(.+?)\?$/i;

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
};
const fromOtherSide = (text: string) =>
  text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI was\b/g, 'you were')
    .replace(/\b(I'm|I|my|me|mine|your|yours|myself)\b/gi, (word) => SWAPS[word.toLowerCase()] ?? word);

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

// The questions as typed: a command the editor turned into "Could you …?" is not one.
const typedQuestions = (input: ShapeInput) =>
  new Set(
    input.model.sentences
      .filter((sentence) => sentence.end.includes('?'))
      .map((sentence) => letters(sentence.clauses.map((clause) => clause.text).join(' '))),
  );

function sayNo(input: ShapeInput): ShapeOutcome {
  if (input.model.hasRefusal) return unchanged(input);
  const typed = typedQuestions(input);
  let declined = false;
  const sentences = input.sentences.map((sentence) => {
    const asked =
      sentence.isAsk && typed.has(letters(sentence.text)) ? sentence.text.match(ASKED)?.[1] : undefined;
    if (!asked || declined) return sentence;
    declined = true;
    const text = `${DECLINES[input.request.tone]} ${fromOtherSide(withoutEnd(asked))}.`;
    return { ...sentence, isAsk: false, text };
  });
  if (declined) return { sentences, explanation: TEXT.sayNo, newForm: true };
  const asks = input.sentences.some((sentence) => sentence.isAsk && sentence.role === 'content');
  return unchanged(input, asks ? BASE.intentSayNo : TEXT.sayNoNoAsk);
}

// "I forgot to send …", "I missed the call", "I didn't reply": the writer says what they did.
const OWN_ACTION =
  /^(?:(?:so|and|but|oh),?\s+)?I (?:(?:completely|totally|just) )?(?:forgot|missed|didn't|did not|haven't|have not|wasn't|was late|was not|lost|broke|deleted|sent|mixed up|overlooked|double-booked|left)\b/i;
// Grovelling and talking oneself out of it: the reader has to comfort the writer.
const GROVEL: readonly RegExp[] = [
  /\b(?:so|really|very|terribly|truly) (?:so |very |really )?(?=sorry\b)/gi,
  /,?\s*\b(?:no worries|no harm done|it's fine|it's no big deal)\b(?: though| anyway)?[,.!]?/gi,
];
const SELF_BLAME =
  /^(?:I'm|I am) (?:the worst|such an idiot|so stupid|a terrible friend|useless)\b|^please forgive me\b/i;

function apologize(input: ShapeInput): ShapeOutcome {
  const friendly = input.request.tone === 'friendly' || input.request.tone === 'direct';
  if (input.model.hasApology) {
    const sentences = input.sentences
      .filter((sentence) => !SELF_BLAME.test(sentence.text))
      .map((sentence) => {
        const cut = GROVEL.reduce((result, pattern) => result.replace(pattern, ''), sentence.text).trim();
        // "…, no worries though." took the full stop with it.
        const text = /[.!?]$/.test(cut) || !/[.!?]$/.test(sentence.text) ? cut : `${cut}.`;
        return text === sentence.text ? sentence : { ...sentence, text: capitalise(text) };
      })
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text));
    const trimmed =
      sentences.length !== input.sentences.length || sentences.some((s, i) => s !== input.sentences[i]);
    return trimmed ? { sentences, explanation: TEXT.apologyTrimmed } : unchanged(input);
  }
  const at = input.sentences.findIndex(
    (sentence) => sentence.role === 'content' && OWN_ACTION.test(sentence.text),
  );
  if (at < 0) return unchanged(input, BASE.intentApologize);
  const owned = input.sentences[at] as OutSentence;
  const action = owned.text.replace(/^(?:(?:so|and|but|oh),?\s+)/i, '');
  const text = `${friendly ? 'Sorry' : "I'm sorry"} ${lowerFirst(action)}`;
  const sentences = input.sentences.map((sentence, index) =>
    index === at ? { ...sentence, text } : sentence,
  );
  return { sentences, explanation: TEXT.apologize };
}

// "Just wanted to let you know that the venue changed." -> "The venue changed.": the news itself.
const NEWS_LEAD =
  /^(?:I )?(?:just )?(?:wanted to|want to|thought I'd|am writing to) (?:let you know|tell you|say|update you)(?: that)?,?\s+/i;

function update(input: ShapeInput): ShapeOutcome {
  const content = input.sentences.filter((sentence) => sentence.role === 'content');
  const news = content.filter((sentence) => !sentence.isAsk);
  const asks = content.some((sentence) => sentence.isAsk);
  if (news.length === 0) return unchanged(input, asks ? BASE.intentUpdate : TEXT.updateNoNews);
  let changed = false;
  const sentences = input.sentences.map((sentence) => {
    if (!NEWS_LEAD.test(sentence.text)) return sentence;
    changed = true;
    return { ...sentence, text: capitalise(sentence.text.replace(NEWS_LEAD, '')) };
  });
  // The news first, when an ask that doesn't lean on it came before it.
  const first = sentences.findIndex((sentence) => sentence.role === 'content');
  const lead = sentences[first];
  const newsAt = sentences.findIndex((sentence) => sentence.role === 'content' && !sentence.isAsk);
  const moved =
    lead?.isAsk && !lead.refersBack && newsAt > first
      ? [
          ...sentences.slice(0, first),
          sentences[newsAt] as OutSentence,
          ...sentences.slice(first).filter((_, i) => i + first !== newsAt),
        ]
      : sentences;
  const explanation = [
    moved !== sentences || changed ? TEXT.updateFirst : null,
    asks ? BASE.intentUpdate : null,
  ]
    .filter(Boolean)
    .join('\n');
  return { sentences: moved, explanation: explanation || null };
}

function followUp(input: ShapeInput): ShapeOutcome {
  const result = asFollowUp([...input.sentences]);
  return { sentences: result.sentences, explanation: result.changed ? BASE.followUp : null };
}

export function applyIntent(input: ShapeInput): ShapeOutcome {
  switch (input.request.intent) {
    case 'say-no':
      return sayNo(input);
    case 'apologize':
      return apologize(input);
    case 'update':
      return update(input);
    case 'follow-up':
      return followUp(input);
    default:
      return unchanged(input);
  }
}
