import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../../catalog/rewrite-explanations.ts';
import { asFollowUp } from '../task-shapes.ts';
import { capitalise, type ShapeInput, type ShapeOutcome } from './types.ts';

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

// "Following up AGAIN": the count of reminders is the reproach.
const AGAIN = /\s+again\b/gi;
const FOLLOW_UP_LEAD =
  /^(?:just )?(?:following up|checking in|circling back|reminding you|a reminder|another reminder)\b/i;

export function gentleFollowup(input: ShapeInput): ShapeOutcome {
  const notes: string[] = [];
  const sentences = input.sentences.flatMap((sentence) => {
    if (sentence.role !== 'content') return [sentence];
    if (FOLLOW_UP_LEAD.test(sentence.text) && AGAIN.test(sentence.text))
      return [{ ...sentence, text: sentence.text.replace(AGAIN, '') }];
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
  return { sentences: result.sentences, explanation: notes.join('\n') || null };
}
