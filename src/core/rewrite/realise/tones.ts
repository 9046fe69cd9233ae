import { SHAPE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import type { Persona, Tone } from '../../schemas.ts';
import { fineFirst } from './fine-first.ts';
import { friendlyExclaims, PREAMBLES, reassuringNext, saysSomethingSettled } from './news-tones.ts';
import type { OutSentence } from './realise-sentences.ts';
import { askFrame } from './request.ts';
import { capitalise, type ShapeInput, type ShapeOutcome } from './tasks/types.ts';
import { withLeadSetAside } from './tone-ask-leads.ts';
import { wordKind } from './tone-kinds.ts';
import { friendlyStatement, groupNeedAsAsk, needAsAsk } from './tone-statements.ts';

// Tones word every sentence that speaks to the reader, not only the converted commands (issue 22):
// - supportive: warm and clear, a polite question ("Could you …?");
// - friendly: casual and short, contractions and "Can you …?";
// - direct: brief, the softeners go ("just", "I was wondering if"), asks as "Please …";
// - reassuring: calm, "Would you be able to …?".
// None adds a line of its own: a stock line or "no rush" would be false on a message with a limit.

// "Can you please send it?", "Would you be able to send it?": the frame and what is asked.
const QUESTION_ASK =
  /^(?:(?:so|and|ok|okay),?\s+)?(?:(?:can|could|would|will) you(?: please)?(?: be able to)?|(?:would|do) you mind)\s+(.+?)[?.]$/i;
// "Please bring your charger tomorrow.": the writer's own polite instruction. "Please find
// attached" and "please note" only point at something; they ask nothing to be done.
// "Please , call me …": a comma typed after "please" changes nothing.
// Rule "feel-free-is-no-ask": "Please feel free to give me a voicemail" invites; a frame would make
// it an odd ask ("Can you feel free to …?"). Near miss: "Please give me a voicemail" asks.
const PLEASE_ASK = /^please\s*,?\s+(?!find\b|see\b|note\b|be advised\b|ignore\b|feel free\b)(.+?)[.!]$/i;

// Only a verb can follow the frame: "Could you the file?" would be nonsense, and "would you mind
// sending" takes the -ing form, which the frames can't carry.
// ("bring" and "ring" only look like -ing forms.)
const ING_FORM = /^(?!(?:bring|ring|sing|swing|sting|string|fling|cling|wring|spring)\b)\w+ing\b/;
// A "don't" can't follow the frame either: "Could you don't park here?" (a "Please don't …" stays).
// Rule "frame-needs-a-verb": "Please no phones on the call." and "Please let's not tell anyone."
// have no verb for the reader after "please" ("no" + a noun, the writer's own "let's"), so no frame
// goes before them ("Would you be able to no phones …?"). Near miss: "Please let me know" (a verb).
const NO_READER_VERB = /^(?:don't|do n't|do not|never|not|no|let\s?'s|lets)(?:\s|$)/i;
const startsWithVerbLike = (body: string) =>
  /^[a-z]+\b/.test(body) && !ING_FORM.test(body) && !NO_READER_VERB.test(body);

// Rule "supportive-asks-in-a-tense-message": in a message the editor had to soften, a bare
// "Please fix the layout by Friday." still reads as an order; supportive words it as the question
// it gives every converted command ("Could you fix the layout by Friday, please?"), so it no
// longer reads like the direct tone's "Please …". Near misses: a kind message ("Please bring your
// charger tomorrow.") is left as written, and so is "Please find attached" (it asks nothing).
export function reframeAsk(text: string, tone: Tone, persona: Persona, tense = false): string {
  // Any polite question or "please" is already supportive: the writer's own "Can you …?" stays.
  if (tone === 'supportive' && !tense) return text;
  if (tone === 'supportive') {
    const body = text.trim().match(PLEASE_ASK)?.[1];
    return body && startsWithVerbLike(body) ? `${askFrame(tone, persona).open} ${body}, please?` : text;
  }
  // Rule "ask-left-unended": "Tana - please give me a call when you get back", typed with no full
  // stop, asks the same as with one; the tone frames it. Only a full stop would change in direct,
  // which is no wording, so direct leaves it. Near misses: a sentence that ends in a mark keeps
  // the rules above; supportive keeps the writer's words; an ask followed by a link.
  // One sentence only: "Can you join? https://meet.example.com" is an ask and a link, not one ask.
  const unended = /[\p{L}\p{N})]$/u.test(text.trim()) && !/[?!]|\.\s/.test(text.trim());
  if (unended && tone === 'direct') return text;
  const asked = unended ? `${text.trim()}.` : text.trim();
  const match = asked.match(QUESTION_ASK) ?? asked.match(PLEASE_ASK);
  // "Would you be able to possibly send …": a hedge left at the front of the ask would sit
  // inside the new frame; the frame itself is the tone's politeness.
  // Mail typed with a space before its "?" ("… the right direction ?") leaves none before the new end.
  const body = match?.[1]?.trimEnd().replace(/^(?:possibly|maybe|perhaps|kindly)\s+/i, '');
  if (!body || !startsWithVerbLike(body)) return text;
  const frame = askFrame(tone, persona);
  // The writer's own "please" stays with the ask in any frame.
  // Once only: a "please" the ask already ends with is not said twice.
  const please =
    /\bplease\b/i.test(text) && !/\bplease\b/i.test(frame.open) && !/\bplease\b/i.test(body)
      ? ', please'
      : '';
  return `${frame.open} ${body}${please}${frame.close}`;
}

const WONDERING: [RegExp, string] = [/^I was (?:just )?wondering if you could\s+/i, 'could you '];

// Rule "direct-drops-hedges": "I just wanted to maybe check if you could possibly send the photos
// when you get a chance?" wraps one ask in four hedges; direct says it: "Please send the photos."
// The lead-in ("I wanted to check if you could", "I was hoping you could") becomes the plain
// frame, the hedge words inside the ask go ("possibly", "maybe" after "could you"), and so does a
// "when you get a chance" that ends it (no time is said, so nothing is lost). Near misses: "I
// wanted to check the figures" (the writer's own act, no "you"), "Maybe Sunday?" (an option),
// "when you get to the station" (a real time), "by Friday" (a limit, never touched).
const HEDGED_LEAD: [RegExp, string] = [
  /^I (?:just )?(?:wanted|want|was hoping|hoped|thought I'd|was going)(?: to)?(?: (?:maybe |just )?(?:check|ask|see))?(?: (?:if|whether))? you (?:could|can|would|might)(?: be able to)?\s+/i,
  'could you ',
];
const HEDGES_IN_ASK: readonly [RegExp, string][] = [
  [/\b(could|can|would) you (?:maybe|possibly|perhaps|kindly) /gi, '$1 you '],
  [
    /,?\s+(?:when|whenever|if) you (?:get|have) (?:a|the) (?:chance|moment|minute|sec(?:ond)?)(?=\s*[?.!]?$)/gi,
    '',
  ],
];

// Words that soften without saying anything; a direct tone leaves them out.
const SOFTENERS: readonly [RegExp, string][] = [
  WONDERING,
  [/^I (?:just )?wanted to (?:maybe )?/i, 'I wanted to '],
  HEDGED_LEAD,
  ...HEDGES_IN_ASK,
  [/\bsorry to bother you,?\s*/gi, ''],
  // "if you can" softens; "if you can't" is a condition that carries the message ("let me know if
  // you can't"), so an apostrophe or a letter after the words keeps them.
  // At the start, its comma goes with it; inside a sentence, the comma stays for what follows
  // ("Send it if you can, thanks" → "Send it, thanks").
  // Rule "softener-takes-its-who": "if that's okay with everyone" goes whole; leaving "with
  // everyone" behind glues it to the ask ("… next month, with everyone"). Near miss: "if you can't"
  // (a condition) stays, as above.
  // Only where the softener ends its clause: "let me know if you can come" asks whether, and
  // keeps every word.
  [
    /^if (?:possible|you can|that's ok(?:ay)?|that is ok(?:ay)?|that works)(?:\s+(?:with|for|by) (?:you|you all|everyone|everybody|all of you|the team|them))?(?=\s*[,.!?;]|$),?\s*/gi,
    '',
  ],
  [
    /,?\s+if (?:possible|you can|that's ok(?:ay)?|that is ok(?:ay)?|that works)(?:\s+(?:with|for|by) (?:you|you all|everyone|everybody|all of you|the team|them))?(?=\s*[,.!?;]|$)/gi,
    '',
  ],
  [/\bjust\s+(?=[a-z])/gi, ''],
  [/\b(?:really|actually|basically|honestly|literally)\s+(?=[a-z])/gi, ''],
  // After the others, so "I honestly just think" loses all three.
  [/\bI think\s+/gi, ''],
  // After "I think", so "I think maybe we should" loses both.
  // Rule "hedged-proposal": "Maybe we should probably push the launch" is the writer's own
  // proposal, hedged twice; direct says it plainly. Near misses: "The parcel will probably come
  // Monday" (a forecast, whose doubt is a fact) and "maybe Sunday?" (an option) keep their words.
  [/^(?:maybe|perhaps)\s+(?=(?:we|I)\s+(?:should|could)\b)/gi, ''],
  [/\b(should|could)\s+(?:probably|perhaps|maybe)\s+(?=[a-z])/gi, '$1 '],
  ...PREAMBLES,
];

// Casual and short: the contractions people say aloud.
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bI am\b/g, "I'm"],
  [/\bI would\b/g, "I'd"],
  [/\bI will\b/g, "I'll"],
  [/\bwe are\b/gi, "we're"],
  [/\bit is\b/gi, "it's"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\bthat is\b/gi, "that's"],
  [/\bThank you\b/g, 'Thanks'],
  [/\bHello\b/g, 'Hi'],
];

const applyAll = (text: string, rules: readonly [RegExp, string][]) =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

// A sentence starts with a capital once a rule removed the words before it. One that continues a
// greeting ("Hi Sam, the budget …") starts in lower case and keeps it.
const tidySentence = (before: string, text: string) => {
  const tidied = text.replace(/\s{2,}/g, ' ').trim();
  return /^\p{Ll}/u.test(before.trim()) ? tidied : capitalise(tidied);
};

// Rule "let-me-know-asks": "Let me know if you can come" asks the reader for an answer, in the one
// imperative kind messages keep. Direct and reassuring word it as their own ask ("Please let me
// know …", "Would you be able to let me know …?"); friendly keeps it, already casual and short.
// Near miss: "Let me know" inside a sentence ("Thanks, and let me know …") stays as written.
// Rule "let-me-know-unended": "Let me know if this is ok" typed with no full stop, or with a "?"
// ("Let me know what you think?"), asks the same. Near miss: "Let me know" inside a sentence.
const LET_ME_KNOW =
  /^((?:(?:hi|hey|hello|dear)\b[^,.!?]{0,30},\s*)?)(let (?:me|us) know\b.*?\w.*?)\s*[.!?]?$/i;
function asLetMeKnowAsk(text: string, tone: Tone, persona: Persona): string {
  const match = text.match(LET_ME_KNOW);
  const body = match?.[2];
  if (!body) return text;
  const asked = `${body[0]?.toLowerCase()}${body.slice(1)}`;
  const greeting = match[1] ?? '';
  const frame = askFrame(tone, persona);
  const ask = tone === 'direct' ? `Please ${asked}.` : `${frame.open} ${asked}${frame.close}`;
  return `${greeting}${greeting ? ask[0]?.toLowerCase() + ask.slice(1) : ask}`;
}

// A statement that speaks to the reader, worded in the tone (tone-statements.ts). A sentence that
// goes on from "Hi Jo," on its line keeps its "I": "Hi Jo, can't make it" would read as a slip.
function rewordStatement(text: string, tone: Tone, afterGreeting: boolean, declines: boolean): string {
  const asked = declines ? text : groupNeedAsAsk(needAsAsk(text, tone), tone);
  if (asked !== text || tone !== 'friendly' || afterGreeting) return asked;
  return friendlyStatement(text);
}

// Rule "need-beside-a-no": "No, I can't lend you the car. I need it for the move.": in a message
// that declines, the writer's need is the reason for the no, never asked of the reader ("Can you
// get it to me for the move?"). Near miss: "I need the slides by 5pm." with no refusal still asks.
function reword(
  sentence: OutSentence,
  tone: Tone,
  persona: Persona,
  afterGreeting = false,
  declines = false,
  tense = false,
  timeLimits: readonly string[] = [],
): string {
  if (sentence.role !== 'content')
    return tone === 'friendly' ? applyAll(sentence.text, CONTRACTIONS) : sentence.text;
  let text = sentence.text;
  if (tone === 'direct') text = tidySentence(text, applyAll(text, SOFTENERS));
  // Casual and short: "I was wondering if you could" is the long way to ask.
  if (tone === 'friendly') text = tidySentence(text, applyAll(text, [...CONTRACTIONS, WONDERING]));
  // Reassuring asks in its own frame: "I was wondering if you could …" becomes "Would you be able
  // to …?", and "Let me know …" a question the reader can answer.
  if (tone === 'reassuring') text = tidySentence(text, applyAll(text, [WONDERING]));
  if (tone === 'reassuring' || tone === 'direct') text = asLetMeKnowAsk(text, tone, persona);
  // Kinds of sentence each tone words its own way (tone-kinds.ts): prohibitions, proposals, …
  text = wordKind(text, tone, persona, timeLimits);
  if (text === sentence.text)
    text = sentence.isAsk ? needAsAsk(text, tone) : rewordStatement(text, tone, afterGreeting, declines);
  // The frame decides whether it is an ask: "Can you pick up the cake?" is one even after a greeting.
  text = withLeadSetAside(text, (ask) => reframeAsk(ask, tone, persona, tense), tone !== 'supportive');
  return text;
}

export function applyTone(input: ShapeInput): ShapeOutcome {
  const { tone, persona } = input.request;
  let changed = false;
  // Reassuring names what is fine first, when the message says something is (fine-first.ts).
  const reordered = tone === 'reassuring' ? fineFirst(input.sentences) : null;
  const worded = (reordered ?? input.sentences).map((sentence, index, all) => {
    const before = all[index - 1];
    const afterGreeting =
      before?.role === 'greeting' && before.line === sentence.line && /,\s*$/.test(before.text);
    const declines = input.model.hasRefusal || input.request.intent === 'say-no';
    const tense = input.model.hostile.length > 0;
    const text = reword(sentence, tone, persona, afterGreeting, declines, tense, input.model.timeLimits);
    if (text === sentence.text) return sentence;
    changed = true;
    return { ...sentence, text };
  });
  // News that asks nothing gets the tone's own change too (news-tones.ts).
  const exclaimed = tone === 'friendly' ? friendlyExclaims(worded) : null;
  const sequenced = tone === 'reassuring' ? reassuringNext(worded, input.model.timeLimits) : null;
  const sentences = exclaimed ?? sequenced ?? worded;
  // The editor already worded a command in the tone's frame (request.ts): the tone did its part.
  const framedAsk = input.notes.some((note) => note.kind === 'request');
  const explanation = [
    reordered ? TEXT.toneFineFirst : null,
    sequenced ? TEXT.toneSettledNext : null,
    exclaimed ? TEXT.toneFriendlyNews : null,
    changed ? toneChanged(tone) : null,
  ].filter(Boolean);
  if (explanation.length > 0) return { sentences, explanation: explanation.join('\n') };
  // Rule "task-worded-in-tone": schedule-meeting words its question in the tone itself, so "the
  // tone changed nothing" would be untrue there. Near miss: any other task says so as before.
  if (framedAsk || input.request.taskType === 'schedule-meeting') return { sentences, explanation: null };
  const settled = tone === 'reassuring' && saysSomethingSettled(sentences);
  return { sentences, explanation: settled ? TEXT.toneAlreadySettled : (TEXT.toneNoFit[tone] ?? null) };
}

const toneChanged = (tone: Tone) =>
  tone === 'friendly' ? TEXT.toneFriendly : tone === 'direct' ? TEXT.toneDirect : TEXT.toneReassuring;
