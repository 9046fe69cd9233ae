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

export function withLeadSetAside(text: string, frame: (ask: string) => string): string {
  const match = text.trim().match(CONDITION_LEAD) ?? text.trim().match(LEAD);
  if (!match?.[1]) return frame(text);
  const rest = text.trim().slice(match[0].length);
  const asked = frame(`${rest[0]?.toUpperCase()}${rest.slice(1)}`);
  if (asked === `${rest[0]?.toUpperCase()}${rest.slice(1)}`) return text;
  const lead = match[1];
  return `${lead[0]?.toUpperCase()}${lead.slice(1)}, ${asked[0]?.toLowerCase()}${asked.slice(1)}`;
}
