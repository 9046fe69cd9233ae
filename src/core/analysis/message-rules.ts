import { CONTEXT_CHECK_CHARS, LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import { mayMatch, registerCharacterAnchors } from './anchor-scan.ts';
import { FLEXIBLE_TIMING } from './bonuses.ts';
import { compilePhrases } from './phrase-matcher.ts';
import type { MessageRule, Span } from './rule-types.ts';

// spec §5: the five rules of the table that look at the message as a whole.

// A newline, a bullet, or a dash used as punctuation or a list marker. A hyphen inside a word
// ("follow-up") is not structure, or any hyphenated word would excuse a wall of text.
const STRUCTURE_MARKER = /[\r\n\u2022\u25E6\u25AA\u2023\u2013\u2014]|(?:^|\s)-(?=\s|$)/;
const CONTEXT_WORDS = compilePhrases(['because', 'context', 'reason', 'reasons'].map((text) => ({ text })));
const QUESTION_MARK = /[?\uFF1F]/g;
const LINE_BREAK = /[\r\n]/;
// The characters without which each regex above cannot match (anchor-scan.ts).
const STRUCTURE_CHARACTERS = registerCharacterAnchors('\r\n\u2022\u25E6\u25AA\u2023\u2013\u2014-');
const QUESTION_CHARACTERS = registerCharacterAnchors('?\uFF1F');
const LINE_BREAK_CHARACTERS = registerCharacterAnchors('\r\n');

export const TOO_LONG_RULE: MessageRule = {
  kind: 'message',
  id: 'too-long',
  trigger: `Longer than ${LONG_MESSAGE_CHARS} characters (highlights the part past the limit)`,
  issue: `Message is long (over ${LONG_MESSAGE_CHARS} characters) and may be hard to take in at once`,
  penalty: 15,
  severityEffect: 'at-least-medium',
  recommendation:
    'Keep to the one thing you need; move background details to a short list or a later message.',
  detect: ({ text }) =>
    text.length > LONG_MESSAGE_CHARS ? [{ start: LONG_MESSAGE_CHARS, end: text.length }] : null,
};

export const LACKS_STRUCTURE_RULE: MessageRule = {
  kind: 'message',
  id: 'lacks-structure',
  trigger: `Longer than ${STRUCTURE_CHECK_CHARS} characters with no newline, bullet (•) or dash (- – — as punctuation, not a hyphen inside a word)`,
  issue: 'Lacks structure: one block of text without line breaks or a list',
  penalty: 10,
  severityEffect: 'none',
  recommendation: 'Break the message into short lines or a bulleted list, one point per line.',
  detect: ({ text, present }) =>
    text.length > STRUCTURE_CHECK_CHARS &&
    !(mayMatch(present, STRUCTURE_CHARACTERS) && STRUCTURE_MARKER.test(text))
      ? []
      : null,
};

export const LACKS_CONTEXT_RULE: MessageRule = {
  kind: 'message',
  id: 'lacks-context',
  trigger: `Longer than ${CONTEXT_CHECK_CHARS} characters without the words because, context, reason or reasons`,
  issue: 'Lacks context: the reason behind the request is not explained',
  penalty: 8,
  severityEffect: 'none',
  recommendation: 'Add one sentence on why this matters ("because…") so the reader can prioritise.',
  detect: ({ text, present }) =>
    text.length > CONTEXT_CHECK_CHARS && !CONTEXT_WORDS.test(text, present) ? [] : null,
};

export const TOO_MANY_QUESTIONS_RULE: MessageRule = {
  kind: 'message',
  id: 'too-many-questions',
  trigger: 'More than 2 question marks in a message without line breaks (highlights each question mark)',
  issue: 'Asks several questions at once, which is hard to answer in one go',
  penalty: 8,
  severityEffect: 'none',
  recommendation: 'Ask one question at a time, or put the questions on separate numbered lines.',
  detect: ({ text, present }) => {
    if (!mayMatch(present, QUESTION_CHARACTERS)) return null;
    if (mayMatch(present, LINE_BREAK_CHARACTERS) && LINE_BREAK.test(text)) return null;
    const marks: Span[] = [];
    QUESTION_MARK.lastIndex = 0;
    for (let match = QUESTION_MARK.exec(text); match !== null; match = QUESTION_MARK.exec(text))
      marks.push({ start: match.index, end: match.index + 1 });
    return marks.length > 2 ? marks : null;
  },
};

export const LACKS_REASSURANCE_RULE: MessageRule = {
  kind: 'message',
  id: 'lacks-reassurance',
  trigger:
    'Severity is not low (after the rules above) and no flexible timing phrase (no pressure, when you can, no rush, …)',
  issue: 'Lacks reassurance that there is no pressure',
  penalty: 8,
  severityEffect: 'none',
  recommendation: 'Add a reassuring line such as "No rush, whenever you can."',
  detect: ({ text, severity, present }) =>
    severity !== 'low' && !FLEXIBLE_TIMING.test(text, present) ? [] : null,
};
