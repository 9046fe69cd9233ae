import nlp from 'compromise';
import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../catalog/rewrite-explanations.ts';
import type { Tone } from '../../schemas.ts';
import { fromOtherSide, sentenceFromOtherSide } from './other-side.ts';
import type { OutSentence } from './realise-sentences.ts';
import { DECLINES } from './tasks/declines.ts';
import {
  capitalise,
  contentSentence,
  lettersOf,
  lowerFirst,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './tasks/types.ts';

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
  /^(?:(?:so|and|hey|hi),?\s+)?(?:are you able to|are you free to|do you think you could|is there any way you could|do you want to|would you like to|(?:would|are) you (?:be )?up for)\s+(.+?)\?$/i,
  /^(?:I|we) (?:need|want|would like|'d like) you to\s+(.+?)[.!]?$/i,
  /^I was (?:just )?wondering if you (?:could|would be able to|might)\s+(.+?)[.?!]?$/i,
  /^(?:I|we)(?:'d| would) (?:love|like) (?:for )?you to\s+(.+?)[.!]?$/i,
];
// Rule "asks-leave-to": "Can I borrow your car?", "Could we use your garden on Sunday?" ask the
// writer's leave, declined as "I can't let you borrow my car". Near miss: "Can I help?" offers,
// declined the same way would be odd, so only a verb that takes something of the writer's (an
// object after it) counts.
const LEAVE_FRAME =
  /^(?:(?:so|and|hey|hi),?\s+)?(?:can|could|may) (?:I|we)(?: please)?\s+((?:borrow|use|have|take|stay|bring|keep|leave|park|store|come)\b.+?)\?$/i;
// "Let us know if you can": the ask's own follow-on, which a decline answers.
const LET_KNOW = /^(?:please )?let (?:me|us) know if you (?:can|could|are able to)\b[^.?!]*[.!?]?$/i;

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

const typedText = (input: ShapeInput, index: number) =>
  `${input.model.sentences[index]?.clauses.map((clause) => clause.text).join(' ') ?? ''}${input.model.sentences[index]?.end ?? ''}`.trim();

// What the message asks of the writer, as typed, and whether it asks the writer's leave.
function askedOfWriter(input: ShapeInput): { asked: string; leave: boolean } | null {
  for (const [index, sentence] of input.model.sentences.entries()) {
    if (sentence.role !== 'content') continue;
    const typed = typedText(input, index);
    for (const frame of ASK_FRAMES) {
      const asked = typed.match(frame)?.[1];
      if (asked && /^[a-z]/i.test(asked)) return { asked: withoutEnd(asked), leave: false };
    }
    const leave = typed.match(LEAVE_FRAME)?.[1];
    if (leave) return { asked: withoutEnd(leave), leave: true };
  }
  return null;
}

// Rule "fallback-ask-offered": the asker's own fallback ("…, or at least help with the ticket
// table?", "Or if not, maybe Sunday morning?", "If you can't, could you pick them up at 6?") is
// the one alternative the decline may offer: the message gives it. It is offered as a question,
// since the writer hasn't said yes to it. Near misses: "or something" and "or not" close the
// ask without naming anything; "Or Sunday, whichever suits" is not split off mid-clause.
const FALLBACK_IN_ASK = /,?\s+or (?:at least|maybe|perhaps|else|even just|just)\s+(.+)$/i;
const FALLBACK_SENTENCE =
  /^(?:or|if not|if you can't|if you cannot|if that doesn't work|otherwise)\b(?:,?\s*(?:if not|maybe|perhaps|then))*[,\s]+(?:(?:could|can|would) you(?: at least| maybe| perhaps)?\s+)?(?:maybe\s+|perhaps\s+)?(.+?)[.?!]*$/i;
const NOTHING_NAMED = /^(?:something|not|anything|so)\b/i;
function fallbackOffer(alternative: string, tone: Tone): string | null {
  const alt = withoutEnd(alternative);
  if (!alt || NOTHING_NAMED.test(alt)) return null;
  const verbFirst = nlp(`you could ${alt}`).match('could [#Verb]').found;
  const other = sentenceFromOtherSide(alt);
  return verbFirst ? OFFERS[tone].act(other) : OFFERS[tone].time(other);
}
const OFFERS: Record<Tone, { act: (act: string) => string; time: (when: string) => string }> = {
  supportive: { act: (a) => `Could I ${a} instead?`, time: (w) => `Would ${w} work instead?` },
  friendly: { act: (a) => `Could I ${a} instead?`, time: (w) => `Would ${w} work instead?` },
  direct: { act: (a) => `I could ${a} instead.`, time: (w) => `${capitalise(w)} could work instead.` },
  reassuring: { act: (a) => `Could I ${a} instead?`, time: (w) => `Would ${w} work instead?` },
};

// Rule "plain-no-kept": a bare "No." (or "Nope.") the writer typed is the decline itself; the
// editor may read it as venting and leave it out, and say-no puts it back first. Near misses:
// "No problem.", "No one told me" and "No, the 3rd" start with "no" but decline nothing.
const PLAIN_NO = /^(?:no|nope|nah)(?:,?\s+(?:sorry|thanks|thank you))?[.!]*$/i;
function plainNoRestored(input: ShapeInput): { sentences: OutSentence[]; at: number } | null {
  const at = input.model.sentences.findIndex(
    (sentence, index) => sentence.role === 'content' && PLAIN_NO.test(typedText(input, index)),
  );
  if (at < 0) return null;
  const typed = typedText(input, at);
  const kept = input.sentences.some((sentence) => lettersOf(sentence.text) === lettersOf(typed));
  if (kept) return null;
  const first = input.sentences.findIndex((sentence) => sentence.role === 'content');
  const no = contentSentence(`${capitalise(withoutEnd(typed))}.`, false);
  const sentences = [...input.sentences];
  sentences.splice(first < 0 ? sentences.length : first, 0, no);
  return { sentences, at };
}

// Rule "askers-reason-acknowledged": the asker's own sentences ("I'm swamped.", "My cousin is
// getting married.") would read as the writer's once the reply declines; said from the other side
// they acknowledge it ("I know you're swamped."). Near misses: a sentence about a third thing
// ("The key is under the mat.", "It's about 30 pages.") is a detail of the ask and stays as typed.
const ASKERS_OWN = /^(?:I|I'm|I've|I'll|I'd|my|we|we're|we've|we'll|our)\b/i;
const acknowledged = (sentence: OutSentence): OutSentence =>
  sentence.role === 'content' && !sentence.isAsk && ASKERS_OWN.test(sentence.text)
    ? { ...sentence, text: `I know ${lowerFirst(sentenceFromOtherSide(sentence.text))}` }
    : sentence;

// Rule "edited-ask-still-found": the editor may have taken a word out of the ask ("run the bake
// sale again this year" loses its reproachful "again"), so the sentence is the one that holds the
// asked words, or else the one ask that holds most of them (four in five). Near miss: a
// different ask sharing only a word or two ("run the bake sale" beside "Could you sign the form?")
// is not it.
function askSentence(sentences: readonly OutSentence[], words: string): number {
  const whole = sentences.findIndex(
    (sentence) => sentence.role === 'content' && lettersOf(sentence.text).includes(words),
  );
  if (whole >= 0) return whole;
  const wanted = words.split(' ');
  const share = (sentence: OutSentence) => {
    const have = new Set(lettersOf(sentence.text).split(' '));
    return wanted.filter((word) => have.has(word)).length / wanted.length;
  };
  return sentences.findIndex(
    (sentence) => sentence.role === 'content' && sentence.isAsk && share(sentence) >= 0.8,
  );
}

export function sayNo(input: ShapeInput): ShapeOutcome {
  const restored = plainNoRestored(input);
  if (input.model.hasRefusal || restored || PLAIN_NO_OPENER.test(typedText(input, firstContent(input)))) {
    return restored
      ? { sentences: restored.sentences, explanation: TEXT.sayNoKept, keptSentences: [restored.at + 1] }
      : unchanged(input, TEXT.sayNoAlready);
  }
  const found = askedOfWriter(input);
  // The sentence the editor made of the ask: the one that still carries what was asked.
  const words = found ? lettersOf(found.asked.replace(/\bplease\b/gi, '')) : '';
  const at = found ? askSentence(input.sentences, words) : -1;
  if (!found || at < 0) {
    const asks = input.sentences.some((sentence) => sentence.isAsk && sentence.role === 'content');
    return unchanged(input, asks ? BASE.intentSayNo : TEXT.sayNoNoAsk);
  }
  const { tone } = input.request;
  const [asked, inAsk] = splitFallback(found.asked.replace(/,?\s*please$/i, ''));
  const declined = found.leave
    ? `${DECLINES[tone]} let you ${fromOtherSide(asked)}.`
    : `${DECLINES[tone]} ${fromOtherSide(asBase(asked))}.`;
  const offers: string[] = [];
  const sentences: OutSentence[] = [];
  for (const [index, sentence] of input.sentences.entries()) {
    if (index === at) {
      sentences.push({ ...sentence, isAsk: false, text: declined });
      const offer = inAsk ? fallbackOffer(inAsk, tone) : null;
      if (offer) offers.push(offer);
      continue;
    }
    if (sentence.role !== 'content') {
      sentences.push(sentence);
      continue;
    }
    if (LET_KNOW.test(sentence.text)) continue;
    const fallback = index > at ? sentence.text.match(FALLBACK_SENTENCE)?.[1] : undefined;
    const offer = fallback ? fallbackOffer(fallback, tone) : null;
    if (offer) offers.push(offer);
    else sentences.push(index === at ? sentence : acknowledged(sentence));
  }
  // What the asker says of themselves comes first ("I know you're swamped."), then the decline,
  // its details, and the alternative the message gave.
  const own = sentences.filter(
    (sentence, index) => sentence !== input.sentences[index] && sentence.text.startsWith('I know '),
  );
  const rest = sentences.filter((sentence) => !own.includes(sentence));
  const first = rest.findIndex((sentence) => sentence.role === 'content');
  const ordered = [...rest.slice(0, Math.max(first, 0)), ...own, ...rest.slice(Math.max(first, 0))];
  const withOffers = [...ordered, ...offers.map((offer) => contentSentence(offer, true))];
  return {
    sentences: withOffers,
    explanation: offers.length > 0 ? TEXT.sayNoWithOffer : TEXT.sayNo,
    newForm: true,
  };
}

// "No, sorry, not this weekend.": the message already declines.
const PLAIN_NO_OPENER = /^(?:no|nope|nah)\b,/i;
const firstContent = (input: ShapeInput) =>
  input.model.sentences.findIndex((sentence) => sentence.role === 'content');

const splitFallback = (asked: string): [string, string | null] => {
  const match = asked.match(FALLBACK_IN_ASK);
  return match?.index === undefined ? [asked, null] : [asked.slice(0, match.index), match[1] ?? null];
};
