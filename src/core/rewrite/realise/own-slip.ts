import { scoreOfWord } from '../understand/word-scores.ts';

// Rule "own-slip" (apologize intent, issue 22): the sentence in which the writer says what they
// got wrong, which an apology owns. It is the writer's own past action, and a slip: a verb that is
// one ("forgot", "missed", "broke"), an action not done ("I didn't reply", "I haven't paid"), or
// an action done wrongly ("sent it to the wrong address", "deleted it by accident", "was late").
// Near misses: "I sent you the report yesterday" (done, nothing wrong), "I didn't think it went
// badly" (a thought, not an action), "You forgot the keys" (the reader's, not the writer's).

// Words before the confession that the apology replaces: "Oops, I …", "So I …".
const LEAD = /^(?:(?:so|and|but|oh|oops|ugh|argh|um|honestly|ok|okay|right),?\s+)+/i;
const WRITER =
  /^(?:I|we)\s+(?:(?:completely|totally|just|accidentally|somehow|also|then|clean|actually)\s+)*/i;
// Dropped subject, as in a quick note: "Completely forgot about our lunch."
const NO_SUBJECT = /^(?:(?:completely|totally|clean|just)\s+)?(?=(?:forgot|missed|overslept)\b)/i;

const SLIP_VERB =
  /^(?:forgot|missed|lost|broke|deleted|overlooked|double-booked|double booked|overslept|spilled|spilt|dropped(?! off\b| by\b| in\b)|misread|misheard|misunderstood|misspelled|messed up|mixed up|screwed up|ran late|was late|were late|got (?:the|it|that)\b.*\bwrong|left (?:the|your|it|them)\b)/i;
// "I didn't reply", "I haven't paid you back", "I wasn't there": an action not done. A thought or a
// wish isn't one ("I didn't think", "I don't want").
const NOT_DONE =
  /^(?:didn't|did not|haven't|have not|hadn't|had not|wasn't|was not|never|couldn't|could not|failed to)\s+(?!(?:think|believe|know|mean|want|expect|mind|care|like|feel|say that)\b)\w/i;
// Done, but wrongly.
const WRONGLY =
  /\b(?:wrong|by mistake|by accident|accidentally|too late|late|without asking|incorrect(?:ly)?)\b/i;
const PAST_ACTION =
  /^(?:\w+ed|sent|gave|took|put|made|told|wrote|said|booked|paid|did|went|brought|forwarded|shared|emailed)\b/i;

// Rule "denial-is-no-slip": "I didn't ignore you, I just didn't see it": a "not" before a verb that
// is itself a fault (AFINN scores "ignore", "lie", "cheat" below zero) denies the fault; owning it
// ("I'm sorry I didn't ignore you") turns the meaning over. Near miss: "I didn't reply" (no fault
// in the verb: an action not done, owned).
function deniesFault(rest: string): boolean {
  const verb = rest.match(/^(?:didn't|did not|haven't|have not|wasn't|was not|never)\s+(\p{L}+)/iu)?.[1];
  return verb !== undefined && scoreOfWord(verb.toLowerCase()) < 0;
}

export interface OwnSlip {
  // The confession without its lead: "I forgot to send you the contract yesterday."
  readonly action: string;
}

// Rule "own-fault-adjective": "I was rude to you in the meeting", "I was short with you
// yesterday": the writer says how they behaved, with a word AFINN scores as a fault. That is a
// slip to own as much as a missed call. Near misses: "I was tired" and "I was sick" (a state, not
// a way of treating someone: no "to"/"with" a person after it), "I was happy with it" (no fault).
const BEEN =
  /^(?:was|were|got|have been|'ve been)\s+(?:so\s+|really\s+|a bit\s+|quite\s+|very\s+)?(\p{L}+)\s+(?:to|with|towards|at)\s+(?:you|him|her|them|everyone|the)\b/iu;
const FAULT_WORDS = new Set(['short', 'snappy', 'curt', 'sharp', 'dismissive', 'off']);
function beenAtFault(rest: string): boolean {
  const word = rest.match(BEEN)?.[1]?.toLowerCase();
  return word !== undefined && (FAULT_WORDS.has(word) || scoreOfWord(word) < 0);
}

export function ownSlip(text: string): OwnSlip | null {
  const action = text.replace(LEAD, '');
  const subject = action.match(WRITER) ?? action.match(NO_SUBJECT);
  if (!subject) return null;
  const rest = action.slice(subject[0].length);
  // "I was late", "we were late": the subject is part of the slip.
  const withBe = /^(?:was|were) late\b/i.test(rest) || beenAtFault(rest);
  const slip =
    withBe || SLIP_VERB.test(rest) || NOT_DONE.test(rest) || (PAST_ACTION.test(rest) && WRONGLY.test(action));
  if (!slip || deniesFault(rest)) return null;
  // With no subject written, the apology supplies it: "I'm sorry I completely forgot …".
  return { action: /^(?:I|we)\b/i.test(action) ? action : `I ${action[0]?.toLowerCase()}${action.slice(1)}` };
}
