import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { OutSentence } from '../realise-sentences.ts';
import {
  capitalise,
  contentSentence,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './types.ts';

// repair-misunderstanding: name the misunderstanding and the fact that resolves it, without blame.
// "You assumed I skipped the meeting on purpose but my train was cancelled" -> "It may have looked
// as if I skipped the meeting on purpose, but my train was cancelled." An order about how the reader
// treats the writer ("quit treating me like …", "stop overreacting") only carries the reproach.

const ASSUMED =
  /^(?:.*?\bthat )?you (?:(?:clearly|obviously|just|completely|totally) )?(?:assumed|thought|decided|believed|seem to think|think|took it that)(?: that)?\s+(.+)$/i;
const MISREAD =
  /^you (?:(?:clearly|obviously|completely|totally) )?(?:misunderstood|misread|misheard|got|took)\s+(.+?)(?:\s+(?:completely |all )?wrong(?:ly)?)?$/i;
const NOT_WHAT = /^(?:that's|that is|this is) not what I (said|meant|asked for|wrote)\b(?: at all)?/i;
const ABOUT_TREATMENT =
  /\b(?:quit|stop) (?:treating me|overreacting|assuming|acting like|being so)\b|\b(?:treating|treat) me like\b/i;

// ", so stop treating me like I never care" after the fact: the order goes with its joint.
const TREATMENT_TAIL = /,?\s*(?:so|and)?\s*(?:quit|stop) (?:treating|overreacting|assuming|acting)\b.*$/i;

function named(text: string): string | null {
  const body = withoutEnd(text.replace(TREATMENT_TAIL, ''));
  const assumed = body.match(ASSUMED)?.[1];
  if (assumed) {
    const [what, but] = assumed.split(/,?\s+but\s+/i);
    return but ? `It may have looked as if ${what}, but ${but}.` : `It may have looked as if ${what}.`;
  }
  const misread = body.match(MISREAD)?.[1];
  if (misread && !/^(?:it|that|this)$/i.test(misread))
    return `There was a misunderstanding about ${misread.replace(/\bme\b/g, 'I')}.`;
  const notWhat = body.match(NOT_WHAT)?.[1];
  if (notWhat) return `There was a misunderstanding about what I ${notWhat}.`;
  return null;
}

// The editor may have dropped "You completely misunderstood what I said" as blame; what it names
// is still the misunderstanding, so it is read from the message as written.
function namedInMessage(input: ShapeInput): string | null {
  for (const sentence of input.model.sentences) {
    if (sentence.role !== 'content') continue;
    const text = named(sentence.clauses.map((clause) => clause.text).join(' '));
    if (text) return text;
  }
  return null;
}

const letters = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function repairMisunderstanding(input: ShapeInput): ShapeOutcome {
  let repaired = false;
  let droppedOrder = false;
  const sentences = input.sentences.flatMap((sentence): OutSentence[] => {
    if (sentence.role !== 'content') return [sentence];
    if (ABOUT_TREATMENT.test(sentence.text) && !/\d/.test(sentence.text)) {
      droppedOrder = true;
      return [];
    }
    const text = repaired ? null : named(sentence.text);
    if (!text) return [sentence];
    repaired = true;
    return [{ ...sentence, text: capitalise(text), isAsk: false }];
  });
  const fromMessage = repaired ? null : namedInMessage(input);
  if (fromMessage) {
    const first = sentences.findIndex((sentence) => sentence.role === 'content');
    const at = first < 0 ? sentences.length : first;
    // The resolving fact the editor kept on its own is now part of the named misunderstanding.
    const said = letters(fromMessage);
    const rest = sentences.filter(
      (sentence) => sentence.role !== 'content' || !said.includes(letters(sentence.text)),
    );
    rest.splice(at, 0, contentSentence(capitalise(fromMessage), false, sentences[at]?.line ?? 0));
    sentences.splice(0, sentences.length, ...rest);
    repaired = true;
  }
  if (!repaired && !droppedOrder) return unchanged(input, TEXT.repairNoMisunderstanding);
  return {
    sentences,
    explanation: repaired ? TEXT.repairNamed : TEXT.repairNoMisunderstanding,
    droppedOrder,
  };
}
