import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { OutSentence } from '../realise-sentences.ts';
import { type ShapeInput, type ShapeOutcome, unchanged } from './types.ts';

// step-away-notice: when the writer is away, when they are back and who covers, in that order and
// only as the message gives them. "Don't message me" is a boundary, said as one about the writer.

// Rule "ooo-spelt-out": "OOO tomorrow and Friday" is out of office; the capitals pass may have
// lowered it to "Ooo", which reads as a sound. The notice says it in words and ranks it as the
// time away. Near miss: "Ooh, nice" (no "ooo" word).
const OOO = /^(?:ooo|o\.o\.o\.)(?=[\s,:;-])/i;
const AWAY =
  /^(?:ooo|out of office)\b|^(?:off|out|away|offline)(?: sick)? (?:from|until|today|tomorrow|on|for|this|next|all)\b|\b(?:I'm (?:out|off|away|offline)|I am (?:out|off|away|offline)|I'll be (?:out|off|away|offline|at (?:a|the)\b|on (?:holiday|leave|vacation))|out of (?:the )?office|out sick|going (?:offline|dark)|switching off|leaving (?:early|at|now)|taking (?:a|the)\b.*\b(?:day|off|leave)|on (?:\w+ )?(?:leave|holiday|vacation)|off sick|stepping away|log(?:ging)? (?:off|out)|sign(?:ing)? off|not (?:answering|checking|reading|available|around|reachable)|unavailable|won't be (?:reading|checking|answering|online|around|available|reachable|in)|won't (?:check|read|answer)\b)/i;
// "Figure it out yourselves", "Deal with it": leaves the reader alone with it, and says nothing.
const REBUFF =
  /\b(?:(?:figure|sort|work) (?:it|this|things) out (?:yourself|yourselves|on your own)|deal with it)\b[.!?]?$/i;
const BACK =
  /\b(?:back (?:on|at|online|in|from|by)?|return(?:ing)?|until|(?:online|available|around|reachable) again)\b/i;
// "Urgent stuff to Lena", "questions to Sam": where things go while the writer is away.
const COVER =
  /\b(?:ask|contact|covers?|covering|in charge|has the|will handle|is handling|reach)\b.*\b\p{Lu}\p{Ll}+|\b(?:stuff|things|questions|anything|issues|requests|queries|everything)\s+(?:goes\s+|go\s+)?to\s+\p{Lu}\p{Ll}+|\b\p{Lu}\p{Ll}+ (?:covers|is covering|will cover|has the|can help|is in charge)\b/u;
// What follows "me" ("this weekend", "until Monday") is when, and stays with the notice.
const DO_NOT_CONTACT =
  /^(?:please )?(?:don't|do not) (?:message|call|text|email|contact|ping) me\b([^.?!]*)[.!]?$/i;

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
    if (OOO.test(sentence.text)) return [{ ...sentence, text: sentence.text.replace(OOO, 'Out of office') }];
    const when = sentence.text.match(DO_NOT_CONTACT)?.[1];
    if (when !== undefined)
      return [{ ...sentence, text: `I won't be reading messages${when.trimEnd()}.`, isAsk: false }];
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
  return {
    sentences: result,
    explanation: moved ? TEXT.stepAwayOrdered : TEXT.stepAwayComplete,
    droppedOrder,
  };
}
