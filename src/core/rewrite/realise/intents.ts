import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../catalog/rewrite-explanations.ts';
import { ownSlip } from './own-slip.ts';
import type { OutSentence } from './realise-sentences.ts';
import { sayNo } from './say-no.ts';
import { asFollowUp } from './task-shapes.ts';
import { capitalise, lowerFirst, type ShapeInput, type ShapeOutcome, unchanged } from './tasks/types.ts';

// Intents make the change their name promises when the message fits it, and say so when it does
// not (issue 12 forbade forcing an intent onto a message; issue 22 asks for it where it fits).

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
    (sentence) => sentence.role === 'content' && ownSlip(sentence.text) !== null,
  );
  if (at < 0) return unchanged(input, BASE.intentApologize);
  const action = ownSlip((input.sentences[at] as OutSentence).text)?.action ?? '';
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
