import type { Tone } from '../../schemas.ts';

// Tones reword the sentences that speak to the reader, not only the asks (issue 22): a statement of
// what the writer needs, or of the writer's own news, is worded in the tone too. Nothing is added:
// each rule only rewords what the sentence already says.

// Rule "friendly-drops-the-I": casual and short is how people text: "Can't make dinner tonight",
// "Running ten minutes late", "Need the keys back by Friday". A statement that opens with the
// writer's "I" and a verb the reader can't mistake loses the "I". Near misses: "I think …" (a
// softener, the direct tone's business), "I" before a noun-like word ("I love …" stays: it is
// feeling, not news), "I'm sorry" and "I'm sure" (the "I" is the point), a question ("I can come?"), and "I" alone after a greeting on the same line.
// Rule "friendly-back-without-I'll-be": "I'll be back online at 8am." said casually is "Back
// online at 8am."; only where the writer is (back, away, off …), so "I'll be honest" stays.
const DROPPABLE_I =
  /^I(?:'ll| will) be (?=(?:back|online|offline|away|off|out|home|late)\b)|^I(?:'m| am) (?=(?:\p{L}+ing|stuck|late|home|back|away|off|out|free|busy|sick|done|at|on|in)\b)|^I (?=(?:can't|cannot|won't|don't|didn't|haven't|hadn't|wasn't|couldn't|need|have to|got|just|forgot|missed|left|sent|finished|booked|paid|fixed|moved|saw|found)\b)/iu;

// Rule "shared-need-as-lets": "We need to pick cheaper tiles." is the writer and reader's shared
// job; said casually it is "Let's pick cheaper tiles.". Near misses: "We need you to …" (an ask of
// the reader), "We need the tiles" (a thing, not a job), "We needed to …" (past).
const SHARED_NEED = /^We (?:really |still )?(?:need|have|ought) to (?!be\b)(\p{L}+\b.*)$/iu;

export function friendlyStatement(text: string): string {
  const shared = text.match(SHARED_NEED);
  if (shared?.[1] && !/\?\s*$/.test(text)) return `Let's ${shared[1]}`;
  if (/\?\s*$/.test(text) || !DROPPABLE_I.test(text)) return text;
  const rest = text.replace(DROPPABLE_I, '').replace(/^just /i, '');
  const opened = rest.replace(/^cannot\b/i, "can't");
  return opened[0]?.toUpperCase() + opened.slice(1);
}

// Rule "need-as-tone-ask": "I need it by 5pm today." is the writer's need, which asks the reader
// all the same. Supportive and direct keep it (clear, and already brief); friendly asks casually
// ("Can I get it by 5pm today?"), reassuring as a question the reader can answer ("Would you be
// able to get it to me by 5pm today?"). Only a need for a thing (a noun phrase or "it"/"them"):
// "I need to leave at 4" is the writer's own plan, and "I need you to …" is an order the editor
// already words. A need after "and" becomes its own sentence so the question stands alone.
const NEED_THING =
  /^(.*?)(?:,\s*(?:and|so)\s+|\s+and\s+|^)I (?:still )?need (?!to\b|you\b)((?:it|them|the|your|my|our|a|an|this|that|those|these)\b[^.?!]*?)([.!])?$/i;

export function needAsAsk(text: string, tone: Tone): string {
  if (tone !== 'friendly' && tone !== 'reassuring') return text;
  const match = text.match(NEED_THING);
  if (!match?.[2] || /\?\s*$/.test(text)) return text;
  const lead = match[1]?.trim() ?? '';
  if (lead && !/^\p{Lu}/u.test(lead)) return text;
  const thing = match[2].trim();
  const ask = tone === 'friendly' ? `Can I get ${thing}?` : `Would you be able to get ${withToMe(thing)}?`;
  return lead ? `${lead.replace(/[,;]$/, '')}. ${ask}` : ask;
}

// "it by 5pm today" -> "it to me by 5pm today": "get it" alone would ask the reader to fetch it.
function withToMe(thing: string): string {
  const time = thing.match(/\s+(?:by|before|on|at|for|until|tomorrow|today|tonight|this|next)\b/i);
  return time?.index === undefined
    ? `${thing} to me`
    : `${thing.slice(0, time.index)} to me${thing.slice(time.index)}`;
}

// Rule "group-need-as-ask": "Everyone needs to bring 3 ideas." asks the whole group for
// something. Friendly asks it casually ("Can everyone bring 3 ideas?"), reassuring as a question
// the group can answer ("Would everyone be able to bring 3 ideas?"); supportive and direct keep
// the plain statement, already clear and brief. Near misses: "Everyone needs a badge" (a thing,
// not a job), "Everyone needed to leave" (past), "Everyone needs to know that …" (news, not a job
// the reader can do), a question. "We still need someone to bring the speakers" asks the same of
// whoever reads it ("Can someone bring the speakers?"); "We need someone who knows Excel" (a
// person, not a job) stays.
const GROUP_NEED =
  /^(Everyone|Everybody|All of you|You all|The whole team|Each of you) (?:needs|need|has|have) to (?!know\b|understand\b|be aware\b|remember\b)(\p{L}+\b[^?]*?)[.!]?$/iu;

const SOMEONE_NEEDED =
  /^(?:We|I) (?:still |also )?need (someone|somebody|one of you|a volunteer) to (\p{L}+\b[^?]*?)[.!]?$/iu;

export function groupNeedAsAsk(text: string, tone: Tone): string {
  const match = text.trim().match(GROUP_NEED) ?? text.trim().match(SOMEONE_NEEDED);
  if (!match?.[1] || !match[2] || (tone !== 'friendly' && tone !== 'reassuring')) return text;
  const group = match[1].toLowerCase().replace(/^a volunteer$/, 'someone');
  return tone === 'friendly' ? `Can ${group} ${match[2]}?` : `Would ${group} be able to ${match[2]}?`;
}
