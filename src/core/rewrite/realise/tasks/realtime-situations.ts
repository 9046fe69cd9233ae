import nlp from 'compromise';
import type { Tone } from '../../../schemas.ts';
import { hasTag, tokenizeSentences } from '../../parse/tokens.ts';
import { findTimeReferences } from '../../understand/time-references.ts';
import { withoutEnd } from './types.ts';

// What is happening in the moment, read from the message's own words (realtime-phrases, issue
// 22). The generic "where X stands / check X / what do you need on X" lines fit no situation
// well: a person talked over needs the floor back, one told "you never listen" needs to hear it,
// one asked to explain needs a way to start. Each frame is built from the message's words.

// Rule "public-setting": "asked me in front of everyone", "during standup", "in the team
// meeting": the question came with others watching, so one line moves the talk to after, one to
// one, naming when ("after standup"). Near misses: "at the door", "at the counter" (a place, no
// audience), "my manager asked me why" (no setting said).
const PUBLIC =
  /\b(?:in front of (?:everyone|everybody|the (?:whole )?(?:team|class|group|room|office|others))|(?:during|in|at|on) (?:the |our |a |this morning's |today's )?(stand-?up|(?:team |weekly |staff |all-hands |client |video )?(?:meeting|call)|all-hands|briefing|review|retro|workshop|class))\b/i;
export function publicSetting(texts: readonly string[]): string | null {
  for (const text of texts) {
    const found = text.match(PUBLIC);
    if (!found) continue;
    const event = found[1]?.toLowerCase();
    if (!event) return 'this';
    return /^(?:stand-?up|class)$/.test(event) ? event : `the ${event}`;
  }
  return null;
}

const AFTER: Record<Tone, (subject: string, after: string) => string> = {
  supportive: (s, a) => `Can we talk about ${s}, just the two of us, after ${a}?`,
  friendly: (s, a) => `Shall we pick up ${s} after ${a}, just us?`,
  direct: (s, a) => `Let's cover ${s} one to one after ${a}.`,
  reassuring: (s, a) => `We can go through ${s} together after ${a}, just us.`,
};
export const afterLine = (subject: string, after: string, tone: Tone) => AFTER[tone](subject, after);

// Rule "talked-over-lines": "everyone keeps talking over me about the new office layout", "my
// brother keeps interrupting me": the speaker needs the floor back, on their point. Near misses:
// "I keep interrupting my sister" (the speaker does it: a slip), "we talked about the layout"
// (no one cut in).
const TALKED_OVER =
  /\b(?:talk(?:s|ing)? over me|talked over me|interrupt(?:s|ing|ed)? me|cut(?:s|ting)? me off|won't let me finish|doesn't let me finish|don't let me finish|(?:keeps?|kept) interrupting)\b/i;
export const talkedOver = (texts: readonly string[]) =>
  texts.some((text) => TALKED_OVER.test(text) && !/^\s*I\s+(?:keep|kept|always)\b/i.test(text));
// "… when I try to talk about moving out": what the speaker was saying, when no thing is named.
export const talkedOverTopic = (texts: readonly string[]): string | null => {
  const text = texts.find((each) => TALKED_OVER.test(each));
  const topic = text && withoutEnd(text).match(/\babout\s+(.+)$/i)?.[1];
  return topic && topic.split(/\s+/).length <= 6 ? topic : null;
};

const FLOOR: Record<Tone, (s: string) => string> = {
  supportive: (s) => `I'd like to finish my point about ${s}.`,
  friendly: (s) => `Hang on, I wasn't done on ${s}.`,
  direct: (s) => `Let me finish on ${s}, please.`,
  reassuring: (s) => `I'll be quick: I'd like to finish on ${s}.`,
};
export const floorLines = (subject: string, tone: Tone): string[] => [
  FLOOR[tone](subject),
  `Can I come back to what I was saying about ${subject}?`,
  `I have one more thing to add on ${subject}.`,
];

// Rule "habit-claim-lines": "My partner says I never listen when they talk about their day",
// "my flatmate thinks I always leave the dishes": someone names a habit of the speaker's. "I'm
// sorry, I never listen" would confess the claim word for word; the lines hear it, offer to talk
// now and ask what would help. Near misses: "I never got the email" (the speaker's own account,
// not someone's claim), "she says the dishes are done" (no habit).
const CLAIM =
  /\b(?:says?|said|thinks?|thought|told me|tells me|complains?|complained|feels?|felt)\s+(?:that\s+)?I\s+(never|always|don't ever)\s+(.+)$/i;
export interface HabitClaim {
  readonly kind: 'never' | 'always';
  // In the speaker's mouth, said to the person: "listen when you talk about your day".
  readonly action: string;
}
export function habitClaimOf(texts: readonly string[]): HabitClaim | null {
  for (const text of texts) {
    const found = withoutEnd(text).match(CLAIM);
    if (!found?.[1] || !found[2]) continue;
    const kind = /^(?:never|don't ever)$/i.test(found[1]) ? 'never' : 'always';
    const action = toYou(found[2]);
    if (action.split(/\s+/).length <= 10) return { kind, action };
  }
  return null;
}

// "they", "their", "them": the one the lines are said to.
const toYou = (text: string) =>
  text
    .replace(/\b(?:they|he|she)\b(?=\s+(?:talk|tell|ask|need|want|say|come|get|are|is|were|was)\b)/gi, 'you')
    .replace(/\b(?:their|his)\b/gi, 'your')
    .replace(/\bher\b(?=\s+(?!(?:to|about|at|in|on|for|with|and|or|but|when|if)\b)\p{L})/giu, 'your')
    .replace(/\bher\b/gi, 'you')
    .replace(/\b(?:them|him)\b/gi, 'you')
    .replace(/\byou (?:is|are)\b/gi, 'you are')
    .replace(/\byou was\b/gi, 'you were');

// "leave the lights on" -> "leaving the lights on", for "stop …": "not leave" would add a "not"
// the meaning guard reads as a flip.
const asGerund = (action: string) => {
  const [verb = '', ...rest] = action.split(/\s+/);
  const forms = nlp(`I ${verb}`).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  const gerund = forms?.Gerund;
  return [gerund ?? verb, ...rest].join(' ');
};

// The thing the habit is about, for "Can we talk about … now?": the first thing the claim names
// ("the lights", "your day"), not a place ("the kitchen").
// "at the last minute" names a time, not a thing ("Can we talk about the last now?").
const CLAIMED_THING =
  /\b((?:the|your|my|our)\s+(?!(?:last|first|next|same|other|whole|end|start)\b)[\p{L}-]+)/u;

// "never" is heard as "not always", "always" as "often": the lines take the point without
// confessing the claim's absolute word for word, and with no word moved inside the claim.
const HEAR: Record<Tone, (claim: HabitClaim) => string> = {
  supportive: (c) => `I hear you: I ${c.kind === 'never' ? "don't always" : 'often'} ${c.action}.`,
  friendly: (c) => `Fair, I ${c.kind === 'never' ? "don't always" : 'often'} ${c.action}.`,
  direct: (c) => `You're right that I ${c.kind === 'never' ? "don't always" : 'often'} ${c.action}.`,
  reassuring: (c) =>
    `Thank you for telling me I ${c.kind === 'never' ? "don't always" : 'often'} ${c.action}.`,
};
export const claimedThing = (claim: HabitClaim) => claim.action.match(CLAIMED_THING)?.[1] ?? null;
export const habitLines = (claim: HabitClaim, tone: Tone): string[] => {
  const thing = claimedThing(claim);
  return [
    HEAR[tone](claim),
    // With no thing named, "this" is the habit itself, just said.
    `Can we talk about ${thing ?? 'this'} now? I'm listening.`,
    claim.kind === 'never'
      ? `What would help me ${claim.action}?`
      : `What would help me stop ${asGerund(claim.action)}?`,
  ];
};

// Rule "asked-to-explain-lines": "The interviewer asked me to explain the gap in my CV", "my
// teacher wants me to talk about my project": the speaker has to start an answer, so the lines
// give a way in and a moment to think, about the thing named whole ("the gap in my CV", not
// "the gap"). Near misses: "asked me why the notes are late" (an account of a delay:
// asked-why-lines), "asked me to send the file" (a task, not an explanation).
const EXPLAIN =
  /\b(?:asked|asks|asking|wants?|wanted)\s+me\s+(?:to\s+)?(?:explain|talk (?:them |him |her )?(?:about|through)|describe|walk (?:them|him|her|everyone) through)\s+(.+)$/i;
export function explainedThing(texts: readonly string[]): string | null {
  for (const text of texts) {
    const thing = withoutEnd(text).match(EXPLAIN)?.[1]?.trim();
    if (
      thing &&
      thing.split(/\s+/).length <= 8 &&
      /^(?:the|my|our|your|this|that|what|how|why)\b/i.test(thing)
    )
      return toYou(thing);
  }
  return null;
}

const START: Record<Tone, (s: string) => string> = {
  supportive: (s) => `I'm glad to explain ${s}.`,
  friendly: (s) => `Sure, let me explain ${s}.`,
  direct: (s) => `I'll explain ${s} briefly.`,
  reassuring: (s) => `Of course, I can explain ${s}.`,
};
// Said whole once ("the gap in my CV"); after that by its head ("the gap"), as a person would.
const headOf = (thing: string) => thing.split(/\s+(?=(?:in|on|of|at|for|from|with)\s)/i)[0] ?? thing;
export const explainLines = (thing: string, tone: Tone): string[] => [
  START[tone](thing),
  `Can I take a moment to think about how to explain ${headOf(thing)}?`,
  `Would you like more detail on any part of ${headOf(thing)}?`,
];

// Rule "asked-why-lines": "asked me in front of everyone why the release notes are late",
// "asking when I'll pay the late rent": someone wants an account or a date. The first line says
// the fact back in the message's own words, the next promises a real answer with no time
// invented, and the last asks what they need first (a why) or to agree a date (a when). Near
// misses: "asked me to explain the gap" (asked-to-explain-lines), "asked me to send the file" (a
// task).
const ASKED =
  /\b(?:asked|asks|asking|ask|wants? to know|wanted to know|wondering|demanding)\s+(?:me\s+|us\s+)?(?:(?:in front of|during|in|at|on)\s+[^,]+?\s+)?(why|when)\s+(.+)$/i;
export interface AskedWhy {
  readonly kind: 'why' | 'when';
  // "the release notes are late", "I'll pay the late rent".
  readonly fact: string;
  // The thing asked about: "the release notes", "the late rent".
  readonly thing: string;
}
const THING =
  /\b((?:the|my|your|our|their|this|that|these|those)\s+(?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}\p{N}-]+?)(?=\s+(?:is|are|was|were|has|have|hasn't|haven't|isn't|aren't|wasn't|weren't|still|didn't|never|won't|will)\b|$)/iu;
// "the invoice total changed" -> "the invoice total": the words before the first verb, when they
// open on a determiner (the tagger reads the verb, where a list of verbs would miss "changed").
function thingBeforeVerb(fact: string): string | null {
  const tokens = tokenizeSentences(fact).flat();
  const at = tokens.findIndex(
    (token, index) => index > 1 && (hasTag(token, 'Verb') || hasTag(token, 'Adverb')),
  );
  if (at < 2 || !/^(?:the|my|your|our|this|that|these|those)$/i.test(tokens[0]?.normal ?? '')) return null;
  return tokens
    .slice(0, at)
    .map((token) => token.text)
    .join(' ');
}

export function askedWhyOf(texts: readonly string[]): AskedWhy | null {
  for (const text of texts) {
    const found = withoutEnd(text).match(ASKED);
    if (!found?.[1] || !found[2]) continue;
    // "I asked why …": the speaker asked; there is no account to give.
    if (/\b(?:I|we)\s+(?:\p{L}+ly\s+|just\s+)?$/iu.test(text.slice(0, found.index ?? 0))) continue;
    const fact = toYou(found[2].replace(/\b(?:their|his|her)\b/gi, 'the'));
    const thing = thingBeforeVerb(fact) ?? fact.match(THING)?.[1];
    if (!thing || fact.split(/\s+/).length > 12) continue;
    return { kind: found[1].toLowerCase() === 'when' ? 'when' : 'why', fact, thing: lowerArticle(thing) };
  }
  return null;
}
const lowerArticle = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());

const OWN_FACT: Record<Tone, (fact: string) => string> = {
  supportive: (f) => `I know ${f}.`,
  friendly: (f) => `Yeah, ${f}.`,
  direct: (f) => `Yes, ${f}.`,
  reassuring: (f) => `You're right to ask: ${f}.`,
};
const NEED_DATE: Record<Tone, (thing: string) => string> = {
  supportive: (t) => `I hear you: you need a date for ${t}.`,
  friendly: (t) => `Got it, you need a date for ${t}.`,
  direct: (t) => `Understood: you need a date for ${t}.`,
  reassuring: (t) => `I understand you need a date for ${t}.`,
};
// A fact that waits on a time ("late", "still has errors", "isn't done") asks for a realistic time;
// one that happened ("was cancelled", "never arrived") asks time to find out what happened.
const WAITING = /\b(?:late|overdue|delayed|behind|yet|still|isn't|aren't|hasn't|haven't|not|unfinished)\b/i;
const KNOWN: Record<Tone, (fact: string) => string> = {
  supportive: (f) => `I know ${f}.`,
  friendly: (f) => `Yeah, I know ${f}.`,
  direct: (f) => `Yes, ${f}.`,
  reassuring: (f) => `I hear you, ${f}.`,
};
export const askedWhyLines = (asked: AskedWhy, after: string | null, tone: Tone): string[] => {
  const fact = /^I\b/.test(asked.fact) ? null : asked.fact;
  const waiting = asked.kind === 'when' || WAITING.test(asked.fact);
  const first =
    asked.kind === 'when' || !fact
      ? NEED_DATE[tone](asked.thing)
      : waiting
        ? OWN_FACT[tone](fact)
        : KNOWN[tone](fact);
  const next =
    asked.kind === 'when'
      ? `Let me check and give you a realistic date for ${asked.thing}.`
      : waiting
        ? `Let me check and give you a realistic time for ${asked.thing}.`
        : `Let me find out what happened with ${asked.thing} and come back to you.`;
  const last =
    asked.kind === 'when'
      ? `Can we agree a plan for ${asked.thing} now?`
      : waiting
        ? `Which part of ${asked.thing} do you need first?`
        : null;
  return [first, next, ...(after ? [afterLine(asked.thing, after, tone)] : []), ...(last ? [last] : [])];
};

// Rule "upset-about-a-state": "A customer is shouting at me because their refund hasn't
// arrived": someone upset about a thing that went wrong. The lines say the fact back to them
// ("your refund"), promise to find out and say what comes next, with no feeling named for them.
// Near misses: upset with no state said ("angry about the bins": complaint-lines), a state with
// no one upset ("the boss asked why it's late": asked-why-lines).
const THEIRS = /^(?:the)\s+/i;
export const upsetStateLines = (subject: string, state: string, tone: Tone): string[] => {
  const yours = subject.replace(THEIRS, 'your ');
  const said = `${yours} ${state}`;
  return [
    tone === 'direct'
      ? `Understood: ${said}.`
      : tone === 'friendly'
        ? `Yeah, I can see ${said}.`
        : `I can see ${said}.`,
    `Let me find out where ${yours} is right now.`,
    tone === 'reassuring'
      ? `I'll stay with this until we know what's happening with ${yours}.`
      : `I'll tell you what I find out about ${yours}.`,
  ];
};

// Rule "asked-to-do-lines": "My manager asked me to send the file", "a customer wants me to
// check the stock": a task asked in the moment. The lines take it on in the tone's words, ask
// when it is needed (no time invented) and what else it needs. Near misses: "asked me to explain
// the gap" (asked-to-explain-lines), "asked me why the file is late" (asked-why-lines), "I asked
// him to send the file" (the speaker asked).
const ASKED_TO =
  /\b(?:asked|asks|asking|wants?|wanted|needs?|needed)\s+me\s+to\s+(?!(?:explain|describe|walk|talk)\b)(.+)$/i;
export interface AskedTask {
  readonly task: string;
  readonly thing: string;
}
export function askedTaskOf(texts: readonly string[]): AskedTask | null {
  for (const text of texts) {
    const found = withoutEnd(text).match(ASKED_TO)?.[1];
    if (!found || found.split(/\s+/).length > 8) continue;
    const task = toYou(found);
    const thing = task.match(
      /\b((?:the|your|my|our|this|that|these|those)\s+(?:[\p{L}\p{N}-]+\s+){0,2}?[\p{L}\p{N}-]+)(?=\s+(?:to|for|by|at|in|on|before|after|from|with)\b|$)/iu,
    )?.[1];
    if (thing) return { task, thing };
  }
  return null;
}
const TAKE_ON: Record<Tone, (task: string) => string> = {
  supportive: (t) => `Yes, I can ${t}.`,
  friendly: (t) => `Sure, I'll ${t}.`,
  direct: (t) => `I'll ${t}.`,
  reassuring: (t) => `Of course, I can ${t}.`,
};
// "send the file" -> "send" + "the file": the short act said again in the questions.
export const askedTaskLines = (asked: AskedTask, tone: Tone): string[] => {
  const verb = asked.task.split(/\s+/)[0] ?? '';
  const act = asked.task.slice(0, asked.task.indexOf(asked.thing) + asked.thing.length);
  const short = act.startsWith(verb) && act.split(/\s+/).length <= 5 ? act : `${verb} ${asked.thing}`;
  const timed =
    findTimeReferences(asked.task).length > 0 || /\b(?:by|before|until)\s+\p{L}*\p{N}*/u.test(asked.task);
  return [
    TAKE_ON[tone](asked.task),
    // A time the message gives is kept, not asked again.
    ...(timed ? [] : [`When do you need me to ${short} by?`]),
    `Is there anything I should know before I ${short}?`,
    `I'll tell you if anything holds up ${asked.thing}.`,
  ];
};
