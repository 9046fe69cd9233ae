// Asks the tones word whole, once what stands before or after them is set aside (issue 22): the
// tone frames only a sentence that is the ask from its first word, so "Aaron, please check with
// Kay." and "Also, can you tell the schedulers?" were left alike in all four tones.

// Rule "ask-after-a-name-or-join": a name, a group ("All", "Team") or a join ("Also", "So") before
// "please …" or "can you …" addresses the ask; the tone frames what follows, and the lead keeps its
// place with one comma: "Aaron, can you check with Kay on this, please?". Near misses: a sentence
// whose first word starts no ask ("Kay checked it, please note"), "Please find attached" (asks
// nothing), "So you can check it" (no question).
// A capitalised word leads only with a comma (or the dash of "Kam - can you …") or before
// "please": "When can you meet?" is a question from its first word.
const LEAD =
  /^(?![Pp]lease\b)((?:also|and|so|ok|okay|then|all|everyone|team|guys|folks|[\p{Lu}][\p{Ll}'-]+))(?:\s*(?:,|-+(?:\s*-+)*)\s*(?=please\s|(?:can|could|would|will) you\s)|\s+(?=please\s))/u;

// Rule "ask-after-a-condition": "If not, can you point me in the right direction?" asks after a
// condition that keeps its place; the tone frames the ask ("If not, please point me in the right
// direction."). Only a question-framed ask: "If you have questions, please let me know" is an
// offer, worded in tone-kinds.ts. Near misses: a condition with no comma before the ask ("If you
// can come let me know"), "If you can't, please don't worry" (a "please", not a question), and
// "If so you can send it" (no ask).
const CONDITION_LEAD =
  /^((?:if|when|once|whenever|unrelated to|as soon as)\b[^,.?!]{0,60}?)\s*,\s*(?=(?:can|could|would|will) you\s)/iu;

// Rule "please-ask-after-a-condition": "If so, please explain the nature of the transactions." and
// "If acceptable, please sign and fax back to me." ask the reader once the condition holds; the
// condition keeps its place and a tone other than supportive frames the ask ("If so, can you
// explain …, please?"); the writer's "please" stays. Supportive, the default, keeps the writer's
// words (a tense message's supportive frame is request.ts's business). Near misses: an offer ("If
// you have any questions, please call me", "If you wish to be removed, please reply", "If you
// want me to present this, please give me a call") asks nothing of a reader who needs nothing;
// "If you can't, please don't worry" (no verb for the reader); an ask with a second clause of the
// writer's ("please provide the names and I will call them"), worded whole or not at all; "please
// so indicate" (a formal "so" no frame carries).
const CONDITION_PLEASE =
  /^((?:if|when|once|whenever|as soon as)\b[^,.?!]{0,60}?)\s*,?\s+(?=please\s+(?!so\b))/iu;
const OFFER_CONDITION =
  /^if you(?: ever)? (?:(?:have|need|require)(?!\s*n't|\s+not)|want|wish|would like|'d like|no longer|are interested)\b|\b(?:questions?|queries|concerns?|help)\b/i;
const spaced = (text: string) => text.toLowerCase().replace(/\s+(?=[,.!?])/g, '');
const WRITERS_OWN_CLAUSE = /\b(?:and|but|so) (?:i|we)\b|[;:]/i;

export function withLeadSetAside(
  text: string,
  frame: (ask: string) => string,
  pleaseAfterCondition = false,
): string {
  const pleaseLead = pleaseAfterCondition ? text.trim().match(CONDITION_PLEASE) : null;
  const conditioned =
    pleaseLead?.[1] &&
    !OFFER_CONDITION.test(pleaseLead[1]) &&
    !WRITERS_OWN_CLAUSE.test(text.trim().slice(pleaseLead[0].length))
      ? pleaseLead
      : null;
  const match = text.trim().match(CONDITION_LEAD) ?? conditioned ?? text.trim().match(LEAD);
  if (!match?.[1]) return frame(text);
  const rest = text.trim().slice(match[0].length);
  const asked = frame(`${rest[0]?.toUpperCase()}${rest.slice(1)}`);
  if (asked === `${rest[0]?.toUpperCase()}${rest.slice(1)}`) return text;
  // Direct's "please …" is the writer's own ask: only its spacing would change, which is no wording.
  if (conditioned && match === conditioned && spaced(asked) === spaced(rest)) return text;
  const lead = match[1];
  return `${lead[0]?.toUpperCase()}${lead.slice(1)}, ${asked[0]?.toLowerCase()}${asked.slice(1)}`;
}
