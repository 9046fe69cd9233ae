import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { OutSentence } from '../realise-sentences.ts';
import { type ShapeInput, type ShapeOutcome, unchanged } from './types.ts';

// step-away-notice: when the writer is away, when they are back and who covers, in that order and
// only as the message gives them. "Don't message me" is a boundary, said as one about the writer.

const AWAY =
  /^(?:off|out|away) (?:from|until|today|tomorrow|on|for)\b|\b(?:I'm (?:out|off|away|offline)|I am (?:out|off|away)|out of (?:the )?office|going offline|leaving (?:early|at|now)|taking (?:a|the)\b.*\b(?:day|off|leave)|on leave|off sick|stepping away|not answering|not available|unavailable|won't be (?:reading|checking|answering|online|around))\b/i;
// "Figure it out yourselves", "Deal with it": leaves the reader alone with it, and says nothing.
const REBUFF =
  /\b(?:(?:figure|sort|work) (?:it|this|things) out (?:yourself|yourselves|on your own)|deal with it)\b[.!?]?$/i;
const BACK = /\b(?:back (?:on|at|online|in|from|by)?|return(?:ing)?|until)\b/i;
const COVER =
  /\b(?:ask|contact|covers?|covering|in charge|has the|will handle|is handling|reach)\b.*\b\p{Lu}\p{Ll}+|\b\p{Lu}\p{Ll}+ (?:covers|is covering|will cover|has the|can help|is in charge)\b/u;
const DO_NOT_CONTACT =
  /^(?:please )?(?:don't|do not) (?:message|call|text|email|contact|ping) me\b[^.?!]*[.!]?$/i;

const rank = (sentence: OutSentence) => {
  if (sentence.role !== 'content') return -1;
  if (AWAY.test(sentence.text)) return 0;
  if (BACK.test(sentence.text)) return 1;
  if (COVER.test(sentence.text)) return 2;
  return 3;
};

export function stepAwayNotice(input: ShapeInput): ShapeOutcome {
  let droppedOrder = false;
  const sentences = input.sentences.flatMap((sentence) => {
    if (sentence.role !== 'content') return [sentence];
    if (REBUFF.test(sentence.text)) {
      droppedOrder = true;
      return [];
    }
    if (DO_NOT_CONTACT.test(sentence.text))
      return [{ ...sentence, text: "I won't be reading messages.", isAsk: false }];
    return [sentence];
  });
  const content = sentences.filter((sentence) => sentence.role === 'content');
  if (!content.some((sentence) => rank(sentence) <= 1)) return unchanged(input, TEXT.stepAwayNoDates);
  // Stable: sentences of the same kind keep the writer's order; greetings and sign-offs stay put.
  const ordered = [...content].sort((a, b) => rank(a) - rank(b));
  let next = 0;
  const result = sentences.map((sentence) =>
    sentence.role === 'content' ? (ordered[next++] as OutSentence) : sentence,
  );
  const moved =
    result.length !== input.sentences.length ||
    result.some((sentence, index) => sentence !== input.sentences[index]);
  return { sentences: result, explanation: moved ? TEXT.stepAwayOrdered : null, droppedOrder };
}
