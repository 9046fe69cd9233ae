import type { Tone } from '../../../schemas.ts';
import { hasTag, tokenizeSentences } from '../../parse/tokens.ts';
import { scoreOfWord } from '../../understand/clause-facts.ts';
import { FEELING_EQUALS } from '../../understand/feelings.ts';
import { ownSlip } from '../own-slip.ts';
import { withoutEnd } from './types.ts';

// Situations that need their own frames in realtime-phrases: the lines about "where X stands"
// and "checking X" fit a late deliverable, not a slip of the speaker's own or a judgement of their
// work. Each frame is built from the message's words; none is a stock line.

// Rule "slip-lines": "My partner is upset that I forgot to pick up the kids" is the speaker's own
// slip; "Can I tell you where the kids stand?" would dodge it. The first line owns what the
// message says happened, the others offer to explain and to help. Near misses: "The team lead
// asked why the release notes are late" (no slip of the speaker's), "You forgot the keys" (the
// other person's).
const WRITER_AT = /\b(?:I|we)\s+/g;
export function slipOf(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const match of text.matchAll(WRITER_AT)) {
      const slip = ownSlip(withoutEnd(text.slice(match.index ?? 0)));
      if (slip && slip.action.split(/\s+/).length <= 12) return withoutEnd(slip.action);
    }
  }
  return null;
}

const OWN: Record<Tone, (action: string) => string> = {
  supportive: (action) => `I'm sorry, ${action}.`,
  friendly: (action) => `Sorry, ${action}.`,
  direct: (action) => `${action}, and I'm sorry.`,
  reassuring: (action) => `I'm sorry, ${action}. I want to make it right.`,
};

export const slipLines = (action: string, subject: string | null, tone: Tone): string[] => {
  const about = subject ?? 'it';
  return [
    OWN[tone](action),
    `Can I tell you what happened with ${about}?`,
    `What can I do now to help with ${about}?`,
  ];
};

// Rule "judged-subject-lines": "someone said my design for the checkout page is confusing" judges
// the speaker's work. The clarifying question uses the judgement's own word ("Which part of the
// checkout page is confusing?"), and the next line takes the point on board. Only a negative word
// (AFINN) right after the subject counts. Near misses: "the release notes are late" (a state, no
// judgement: the usual lines fit), "the checkout page is live" (no negative word).
export function judgementOf(texts: readonly string[], subject: string): string | null {
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `${escaped}\\s+(?:is|are|was|were|looks?|seems?)\\s+(?:too\\s+|so\\s+|really\\s+|a bit\\s+)?(\\p{L}+)`,
    'iu',
  );
  for (const text of texts) {
    const word = text.match(pattern)?.[1];
    if (word && scoreOfWord(word.toLowerCase()) < 0 && isAdjective(word)) return word.toLowerCase();
  }
  return null;
}

// Rule "judgement-is-an-adjective": "the field trip was cancelled" says what happened to it (a
// verb, state-lines), not what someone thinks of it; "Which part of the field trip is cancelled?"
// would be nonsense. Near misses: "is confusing", "is unclear" (adjectives, judged).
const isAdjective = (word: string) => {
  const token = tokenizeSentences(`it is ${word}`)[0]?.at(-1);
  return hasTag(token, 'Adjective') && !hasTag(token, 'Verb');
};

export const judgedLines = (subject: string, judgement: string, tone: Tone): string[] => [
  `Which part of ${subject} is ${judgement}?`,
  tone === 'direct'
    ? `Show me where, and I'll fix ${subject}.`
    : `Thanks for saying so, I'll look at ${subject} again.`,
  `Can we go through ${subject} together after this?`,
];

// Rule "state-lines": "why the release notes are late", "their refund hasn't arrived", "the
// budget spreadsheet isn't finished" say where the thing stands. The first line says so back in
// the message's words (state what you know), the second asks for time to give a real answer,
// with no time invented. Near misses: a judgement ("is confusing", judged-subject-lines), a state
// that is fine ("is ready"), a subject the message doesn't describe.
const STATE =
  /^\s+((?:is|are|was|were)\s+(?:(?:a|an|\p{N}+|\p{L}+)\s+){0,2}(?:late|overdue|delayed|missing|behind)|(?:is|are|was|were|has been|have been)\s+(?:cancell?ed|postponed|lost|broken|closed|rejected|refused|declined)|never\s+(?:arrived|came|turned up|showed up|got here|went through)|(?:isn't|aren't|hasn't|haven't|is not|are not|has not|have not)\s+(?:been\s+)?\p{L}+(?:\s+yet)?)\b/iu;
// A state that waits on a time ("late", "isn't finished") asks for a realistic time; one that
// happened ("was cancelled", "never arrived") asks time to find out what happened.
const WAITING = /\b(?:late|overdue|delayed|behind|yet|isn't|aren't|hasn't|haven't|not)\b/i;
export function stateOf(texts: readonly string[], subject: string): string | null {
  const head = subject.replace(/^(?:the|my|your|our|their|his|her|this|that|these|those|a|an)\s+/i, '');
  const escaped = head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`\\b(?:the|my|your|our|their|his|her|this|that|these|those)\\s+${escaped}\\b`, 'iu');
  for (const text of texts) {
    const found = text.match(at);
    if (found?.index === undefined) continue;
    const state = text.slice(found.index + found[0].length).match(STATE)?.[1];
    if (state) return state.replace(/\s+/g, ' ');
  }
  return null;
}

const KNOW: Record<Tone, (fact: string) => string> = {
  supportive: (fact) => `I know ${fact}.`,
  friendly: (fact) => `Yeah, I know ${fact}.`,
  // Brief, and claiming no knowledge the speaker may only just have been given.
  direct: (fact) => `Understood: ${fact}.`,
  reassuring: (fact) => `I hear you, ${fact}.`,
};

export const stateLines = (subject: string, state: string, tone: Tone): string[] => [
  KNOW[tone](`${subject} ${state}`),
  WAITING.test(state)
    ? `Let me check and give you a realistic time for ${subject}.`
    : `Let me find out what happened with ${subject} and come back to you.`,
];

// Rule "complaint-lines": "My flatmate is annoyed that the dishes have been sitting in the sink",
// "The neighbour is angry about the car blocking the drive": someone's upset about the subject,
// in front of the speaker. "Can I tell you where the dishes stand?" would dodge it; the lines hear
// it, ask what would help and offer to sort it out. The feeling is the spec's list
// (feelings.ts) or shouting or complaining, said of someone else. Near misses: "I'm annoyed
// that the build failed" (the speaker's own feeling), "the boss asked why the notes are late" (no
// feeling, the usual lines).
const OTHERS_UPSET = new Set([
  ...Object.keys(FEELING_EQUALS),
  'mad',
  'furious',
  'cross',
  'shouting',
  'yelling',
  'complaining',
]);
export function complaintOf(texts: readonly string[]): boolean {
  return texts.some((text) => {
    const tokens = tokenizeSentences(text).flat();
    const at = tokens.findIndex((token) => OTHERS_UPSET.has(token.normal));
    if (at < 0) return false;
    return !tokens.slice(0, at).some((token) => token.normal === 'i' || token.normal === 'we');
  });
}

const HEARD: Record<Tone, readonly ((subject: string) => string)[]> = {
  supportive: [
    (s) => `I hear you about ${s}.`,
    (s) => `What would help most with ${s}?`,
    (s) => `Can we agree what to do about ${s}?`,
  ],
  friendly: [
    (s) => `Fair point about ${s}.`,
    (s) => `What would help with ${s}?`,
    (s) => `Shall we sort out ${s} together?`,
  ],
  direct: [
    (s) => `Understood about ${s}.`,
    (s) => `What do you need done about ${s}?`,
    (s) => `Let's agree a plan for ${s}.`,
  ],
  reassuring: [
    (s) => `I hear you about ${s}.`,
    (s) => `What would help most with ${s}?`,
    (s) => `We can sort out ${s} together.`,
  ],
};
export const complaintLines = (subject: string, tone: Tone): string[] =>
  HEARD[tone].map((line) => line(subject));

// Rule "slip-said-to-them": the slip line is said to the one who is upset, so "I missed her
// birthday dinner" is "I missed your birthday dinner" when the message names one person only.
// Near miss: "My boss is angry that I forgot to email the client about her order" names two
// people; "her" may be the client's and stays.
export function toTheirFace(action: string, people: number): string {
  if (people !== 1) return action;
  return action
    .replace(/\b(?:her|his|their)\b(?=\s+\p{L})/giu, 'your')
    .replace(/\b(?:him|them|her)\b/gi, 'you');
}
