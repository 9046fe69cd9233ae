import nlp from 'compromise';
import type { Tone } from '../../../schemas.ts';
import { hasTag, tokenizeSentences } from '../../parse/tokens.ts';
import { DECLINES } from './declines.ts';
import { capitalise, lowerFirst, withoutEnd } from './types.ts';

// Rule "notes-decline" (compose-from-notes with say-no, issue 22): the notes are the writer's own
// jottings for a reply that says no ("asked to join hiring panel next wk, no time, could do
// interviews in jan instead"). The reply declines what the notes say was asked, gives the notes'
// reasons as the writer's own sentences, and offers only the alternative the notes name. Every
// item is kept; the bare "can't" is the decline itself. Near misses: notes with nothing asked of
// the writer ("buy milk, call Jo") decline nothing and stay notes; "need to finish report" is the
// writer's own need, not something asked of them.

// "asked to join the panel", "they want me to cover sat shift", "Sam asked me to lead it".
const ASKED =
  /^(?:(?:[\p{L}']+\s+){0,3}?)(?:(?:was\s+)?(?:asked|invited)(?:\s+me)?|(?:wants?|wanted|needs?|would like|'d like)\s+me)\s+to\s+(.+)$/iu;
// "cant", "no", "not possible": the decline itself, said once by the reply.
const BARE_NO =
  /^(?:I\s+)?(?:no|nope|nah|can'?t|cannot|can'?t do it|not possible|no can do|not able to|won'?t work|doesn'?t work)$/i;
// "cant do sat": the decline with what it declines.
const CANT_DO = /^(?:I\s+)?(?:can'?t|cannot|won'?t be able to|not able to)\s+(.+)$/i;
// "maybe swap w/ sun?", "how about next week?", "… instead": the notes' own alternative.
const ALTERNATIVE = /^(?:maybe|perhaps|or|how about|what about)\b\s*/i;
const INSTEAD = /\binstead\b/i;
// "no time", "no car that day": what the writer lacks.
const LACK = /^no\s+(.+)$/i;
// "busy sat", "away that week", "off sick": how the writer is.
const STATE = /^(?:busy|away|off|sick|ill|booked|tied up|swamped|out|travelling|traveling)\b/i;

// "join hiring panel" -> "join the hiring panel": the thing was named by the asker, so it is a
// known one. Only a bare noun right after the first verb takes "the" ("cover sat shift");
// "lead it", "join us", "cover the shift" and "help Sam" keep their words.
function withArticle(act: string): string {
  const tokens = tokenizeSentences(act).flat();
  const [verb, next] = tokens;
  if (!verb || !next || !hasTag(verb, 'Verb')) return act;
  const bare =
    (hasTag(next, 'Noun') || hasTag(next, 'Gerund') || hasTag(next, 'Adjective')) &&
    !['Pronoun', 'Determiner', 'Possessive', 'ProperNoun', 'Person', 'Value', 'Date'].some((tag) =>
      hasTag(next, tag),
    );
  const day = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(next.text);
  if (!bare && !day) return act;
  const at = act.indexOf(next.text, verb.text.length);
  return at < 0 ? act : `${act.slice(0, at)}the ${act.slice(at)}`;
}

// The writer's own sentence from a note with no subject: "have kids party" -> "I have kids
// party", "no time" -> "I have no time", "busy sat" -> "I'm busy sat"; a note naming a thing
// ("deadline fri") is left to the caller's own wording.
function asOwn(note: string): string | null {
  const lack = note.match(LACK)?.[1];
  if (lack) return `I have no ${lack}`;
  if (STATE.test(note)) return `I'm ${lowerFirst(note)}`;
  const first = tokenizeSentences(lowerFirst(note)).flat()[0];
  if (/^(?:I|I'm|I've|I'll|I'd|my|we|we're|our)\b/i.test(note)) return note;
  if (hasTag(first, 'Gerund')) return `I'm ${lowerFirst(note)}`;
  if (hasTag(first, 'Verb') && !hasTag(first, 'PastTense')) return `I ${lowerFirst(note)}`;
  return null;
}

const asOffer = (note: string, tone: Tone): string => {
  const rest = withoutEnd(note.replace(ALTERNATIVE, ''));
  if (INSTEAD.test(note) && /^(?:I|we)\b/i.test(note)) return `${capitalise(withoutEnd(note))}.`;
  // Read after "could", where the first word can only be a verb if it is one ("swap with Sunday").
  const act = nlp(`we could ${rest}`).match('could [#Verb]').found;
  const plain = rest.replace(/\s+instead$/i, '');
  if (tone === 'direct')
    return act ? `I could ${plain} instead.` : `${capitalise(plain)} could work instead.`;
  return act ? `Could we ${plain} instead?` : `Would ${plain} work instead?`;
};

export interface DeclineNote {
  readonly text: string;
  readonly ask: 'command' | 'need' | null;
}

// The reply, or null when the notes ask nothing of the writer.
export function notesDecline(
  items: readonly DeclineNote[],
  tone: Tone,
  wordAsFact: (note: string) => string,
): string | null {
  const notes = items.map((item) => withoutEnd(item.text.trim()));
  const askedAt = notes.findIndex((note) => ASKED.test(note) || CANT_DO.test(note));
  if (askedAt < 0) return null;
  const askedNote = notes[askedAt] ?? '';
  const asked = askedNote.match(ASKED)?.[1] ?? askedNote.match(CANT_DO)?.[1] ?? '';
  if (!asked) return null;
  const reasons: string[] = [];
  const offers: string[] = [];
  for (const [index, note] of notes.entries()) {
    if (index === askedAt || BARE_NO.test(note) || !note) continue;
    if (ALTERNATIVE.test(note) || INSTEAD.test(note)) {
      offers.push(asOffer(note, tone));
      continue;
    }
    reasons.push(asOwn(note) ?? wordAsFact(note));
  }
  // Related items joined: the reasons read as one sentence, as a person would give them.
  const parts = reasons.map((reason, index) =>
    index === 0 ? withoutEnd(reason) : lowerFirst(withoutEnd(reason)),
  );
  const last = parts.pop();
  const joined = parts.length === 0 ? last : `${parts.join(', ')}${parts.length > 1 ? ',' : ''} and ${last}`;
  const because = joined ? [`${capitalise(joined)}.`] : [];
  return [`${DECLINES[tone]} ${withArticle(asked)}.`, ...because, ...offers].join(' ');
}
