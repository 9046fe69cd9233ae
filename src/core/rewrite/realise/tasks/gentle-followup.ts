import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../../catalog/rewrite-explanations.ts';
import type { OutSentence } from '../realise-sentences.ts';
import { asFollowUp } from '../task-shapes.ts';
import { capitalise, contentSentence, type ShapeInput, type ShapeOutcome } from './types.ts';

// gentle-followup: refer to the earlier ask without reproach. "Still waiting on your answer about
// the trip" counts the wait against the reader; "Following up on your answer about the trip" only
// refers back, and "Following up AGAIN" loses its "again".

const STILL_WAITING = /^(?:I'm |I am |we're |we are )?(?:still )?waiting (?:on|for)\s+/i;
// "Still waiting." on its own, after the ask: it only counts the wait, so it goes.
const ONLY_WAITING =
  /^(?:I'm |I am |we're |we are )?still waiting(?: on (?:it|this|that|you)| for (?:it|this|that|you))?\s*[.!…]*$/i;
// Rule "no-reply-reproach": "You never answered about whether the garage is free", "You haven't
// replied to my question about the rota": what the reader didn't do is the reproach; what it was
// about is the follow-up ("Following up on whether the garage is free"). Near misses: "You never
// answered, so I booked it myself" (nothing it was about) and "You answered about the rota" stay.
const NO_REPLY =
  /^you(?: still)? (?:never|haven't|have not|didn't|did not)(?: yet| ever)? (?:answer|answered|repl(?:y|ied)|respond(?:ed)?|get back to me|got back to me)(?: to me)? (?:about|on|regarding|re|to my (?:question|email|message|text) (?:about|on))\s+(?=\S)/i;

// Rule "still-nothing-tail": "I asked you for the deposit receipt on the 3rd and still nothing",
// "I sent the invoice last week, still no reply": the tail counts the silence against the reader
// and goes; what was asked and when stays, as the follow-up ("Following up on the deposit receipt
// I asked for on the 3rd."). Near misses: "still nothing from the bank on my side" (the silence
// is someone else's, not the reader's: no tail at the end), "I asked you for the receipt" with no
// tail keeps its words.
const STILL_NOTHING =
  /,?\s+(?:(?:and|but)\s+)?(?:still nothing|still no (?:reply|answer|response|word|news)|nothing (?:yet|since)|(?:I )?(?:still )?haven't heard (?:back|anything)|no reply (?:yet|since))\s*[.!?…]*$/i;
const ASKED_YOU = /^I (?:asked|emailed|messaged|texted|pinged) you (?:for|about) (.+)$/i;
function withoutSilence(text: string): string | null {
  if (!STILL_NOTHING.test(text)) return null;
  const rest = text.replace(STILL_NOTHING, '').trim();
  const asked = rest.match(ASKED_YOU)?.[1];
  if (asked) {
    // "the venue deposit receipt on the 3rd": the thing, then when it was asked for.
    const when = asked.match(/\s+(?:on|last|yesterday|this|two|three|a|\d+)\b.*$/i);
    const thing = when?.index === undefined ? asked : asked.slice(0, when.index);
    return `Following up on ${thing} I asked for${when ? when[0] : ''}.`;
  }
  return rest ? `${rest.replace(/[,;:]$/, '')}.` : null;
}

// "Following up AGAIN": the count of reminders is the reproach.
const AGAIN = /\s+again\b/gi;
const FOLLOW_UP_LEAD =
  /^(?:just )?(?:following up|checking in|circling back|reminding you|a reminder|another reminder)\b/i;

// Rule "reproach-question-asked-plainly": "did you ever upload them?", "did you even read it?"
// ask a real question inside a reproach; the editor drops the reproach whole, and the follow-up
// then no longer asks what it is following up. The question comes back plainly, after the
// follow-up: "Have you had a chance to upload them?". So does a plain "Did you upload them?"
// the editor read as rhetorical after "Still waiting". Near misses: a question the output still
// asks is not asked twice, and "Did you ever think about me?" asks about the reader, not a task
// (a verb of thought or feeling gets no "chance to").
const EVER_QUESTION = /\bdid you (?:(?:ever|even|actually|really)\s+)?((\p{L}+)\b[^?]*)\?/iu;
const NO_TASK = new Set([
  'think',
  'care',
  'wonder',
  'consider',
  'notice',
  'mean',
  'feel',
  'want',
  'like',
  'love',
]);
function askedPlainly(input: ShapeInput, kept: readonly OutSentence[]): OutSentence | null {
  const said = kept.map((sentence) => sentence.text.toLowerCase()).join(' ');
  for (const sentence of input.model.sentences) {
    const typed = sentence.clauses.map((clause) => clause.text).join(' ');
    const match = typed.match(EVER_QUESTION);
    // "did you get a chance to look at it?" already asks after a chance: its own words are the task.
    const asked = match?.[1]
      ?.trim()
      .replace(/^(?:get|have|find)\s+(?:a|the)\s+(?:chance|moment|minute)\s+to\s+/iu, '');
    if (!asked || !match?.[2] || NO_TASK.has(match[2].toLowerCase())) continue;
    if (said.includes(asked.toLowerCase())) continue;
    return contentSentence(`Have you had a chance to ${asked}?`, true, sentence.line);
  }
  return null;
}

export function gentleFollowup(input: ShapeInput): ShapeOutcome {
  const notes: string[] = [];
  const sentences = input.sentences.flatMap((sentence) => {
    if (sentence.role !== 'content') return [sentence];
    if (FOLLOW_UP_LEAD.test(sentence.text) && AGAIN.test(sentence.text))
      return [{ ...sentence, text: sentence.text.replace(AGAIN, '') }];
    const quiet = withoutSilence(sentence.text);
    if (quiet !== null || STILL_NOTHING.test(sentence.text)) {
      notes.push(TEXT.followUpStillWaiting);
      return quiet ? [{ ...sentence, text: capitalise(quiet) }] : [];
    }
    if (ONLY_WAITING.test(sentence.text)) {
      notes.push(TEXT.followUpStillWaiting);
      return [];
    }
    if (NO_REPLY.test(sentence.text)) {
      notes.push(TEXT.followUpNoReply);
      return [{ ...sentence, text: sentence.text.replace(NO_REPLY, 'Following up on ') }];
    }
    if (!STILL_WAITING.test(sentence.text)) return [sentence];
    notes.push(TEXT.followUpStillWaiting);
    return [{ ...sentence, text: capitalise(sentence.text.replace(STILL_WAITING, 'Following up on ')) }];
  });
  const result = asFollowUp(sentences);
  if (result.changed) notes.push(BASE.followUp);
  const plain = result.sentences.some((sentence) => sentence.isAsk)
    ? null
    : askedPlainly(input, result.sentences);
  if (plain) notes.push(TEXT.followUpAskedPlainly);
  return {
    sentences: plain ? [...result.sentences, plain] : result.sentences,
    explanation: notes.join('\n') || null,
  };
}
