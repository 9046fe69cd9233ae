import nlp from 'compromise';
import { scoreOfWord } from '../../understand/clause-facts.ts';
import { fromOtherSide } from '../other-side.ts';
import { expandNotes } from './notes-shorthand.ts';
import { withoutEnd } from './types.ts';

// Rule "vague-part-question" (clarify-message, issue 22): a request that leaves its own key part
// vague ("Can you sort out the thing with the files?", "Please handle it before Friday", "Make the
// slides better") can't be answered until that part is named. The one specific question asks
// about the vague part, quoting the rest of the request, so the reader only has to fill in the gap:
// - a placeholder noun ("the thing with the files", "the other one", "that stuff");
// - a pronoun the message never names ("handle it" in a one-sentence message);
// - a judgement with no measure ("better", "nicer", "properly").
// Near misses: "Can you send the invoice for March?" names everything and stays as written;
// "The report is late. Please send it today." has "it" pointing at "the report".

// The request frame the editor writes or the writer typed: what is left is the verb phrase.
const REQUEST_FRAME =
  /^(?:(?:hi|hey|hello)\b[^,]*,\s*)?(?:(?:could|can|would|will) you (?:please )?|would you be able to |please |i need you to |you need to |we (?:should|need to|have to|must) |let's |let us )/i;

// Nouns that stand in for a thing the writer has in mind but doesn't say.
const PLACEHOLDER =
  /\b(?:the|that|this|those|these) ((?:other )?(?:thing|things|stuff|one|ones|bit|bits|matter|situation|problem))\b((?: (?:with|about|for|from|in|on|of) (?:the|my|your|our|that|this)(?: [\p{L}\d-]+){1,3})?)/iu;
// A judgement with nothing to measure it by.
const UNMEASURED = /\b(?:better|nicer|cleaner|neater|more professional|properly|right|good|look good)\b/i;
// "it", "that", "this" as the object right after the verb.
const BARE_OBJECT = /^(\p{L}+)(?: (?:it|this|that))\b(.*)$/iu;

export interface VaguePart {
  // The quoted vague words, for the explanation.
  readonly part: string;
  readonly question: string;
}

// The verb phrase of a request, or null when the sentence doesn't ask the reader to do something.
function verbPhrase(text: string): string | null {
  const frame = text.match(REQUEST_FRAME);
  const rest = withoutEnd(text.slice(frame?.[0].length ?? 0))
    .replace(/,? please$/i, '')
    .trim();
  if (!rest) return null;
  const first = nlp(rest).terms().first();
  const isVerb = first.has('#Verb') && !first.has('#Gerund');
  if (!frame && !(first.has('#Imperative') || isVerb)) return null;
  return isVerb ? rest[0]?.toLowerCase() + rest.slice(1) : null;
}

// " in the shared drive before Friday" -> " in the shared drive": the words up to the last noun
// that follows without a break (compromise tags), so the phrase never takes the next clause along.
function nounsOnly(tail: string): string {
  const words = tail.trim().split(' ');
  if (words.length < 3) return tail;
  const tags = nlp(words.join(' '))
    .terms()
    .json()
    .map((term: { terms: { tags: string[] }[] }) => term.terms[0]?.tags ?? []);
  let end = 2;
  while (end < words.length && (tags[end]?.includes('Noun') || tags[end]?.includes('Adjective'))) end++;
  while (end > 2 && !tags[end - 1]?.includes('Noun')) end--;
  return ` ${words.slice(0, end).join(' ')}`;
}

// "the thing with the files" -> "Which thing with the files do you want me to sort out?"
function placeholderQuestion(phrase: string): VaguePart | null {
  const match = phrase.match(PLACEHOLDER);
  if (!match?.[1]) return null;
  const tail = nounsOnly(match[2] ?? '');
  const noun = `${match[1]}${tail}`;
  const whole = match[0].slice(0, match[0].length - (match[2] ?? '').length) + tail;
  const rest = phrase
    .replace(whole, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // "fix the invoice issue, or the other one": the choice is between things, so it is asked as one.
  const choice = rest.match(/^(\p{L}+) (.+?),? or\s*(?:,.*)?$/iu);
  if (choice?.[1] && choice[2])
    return {
      part: whole,
      question: `Which ${fromOtherSide(noun)} do you mean, besides ${fromOtherSide(choice[2])}?`,
    };
  const verb = rest
    .replace(/,.*$/, '')
    .replace(/\s*(?:or|and)\s*$/i, '')
    .trim();
  if (!verb) return null;
  // Rule "asked-from-other-side": the question answers the message, so "send me" is "send you".
  return { part: whole, question: `Which ${fromOtherSide(noun)} do you want me to ${fromOtherSide(verb)}?` };
}

// Rule "vague-time-question": "Let's meet sometime next week to talk about the move", "Can we catch
// up soon?": the time is the vague part, and the question asks for it, keeping the period and the
// purpose. Near misses: "Let's meet on Tuesday" (a day is named), "I'll send it soon" (the writer's
// own plan, no request).
const VAGUE_TIME =
  /\b(?:sometime|some time|at some point|(?<!as )soon(?! as)|(?<!no )later(?! than)|one of these days)(?:\s+(this|next)\s+(week|weekend|month))?\b/i;
function vagueTimeQuestion(phrase: string): VaguePart | null {
  const match = phrase.match(VAGUE_TIME);
  if (!match || match.index === undefined) return null;
  const purpose = phrase.slice(match.index + match[0].length).match(/^\s*((?:to|for|about)\b.+)$/i)?.[1];
  const when =
    match[1] && match[2] ? `Which ${match[2] === 'month' ? 'date' : 'day'} ${match[1]} ${match[2]}` : 'When';
  return {
    part: match[0],
    question: `${when} works for you${purpose ? ` ${fromOtherSide(purpose)}` : ''}?`,
  };
}

// Rule "unnamed-change-question": "pls fix the deck before the mtg", "Can you update the rota?":
// a change asked of a whole thing, with nothing said of what to change. The question asks what,
// keeping the thing and when. Near misses: "Fix the typo on page 3" (the fault is named: a
// negative word), "Update the rota with the new shifts" (says what with), "fix it" (a bare
// pronoun, asked about as such).
const CHANGE_VERB =
  /^(fix|sort out|sort|update|improve|tweak|redo|rework|clean up|change|amend|revise|look at|go over|check)\s+((?:the|my|your|our|this|that) [\p{L}\d'-]+(?: [\p{L}\d'-]+)?)(.*)$/iu;
const DETAIL = /^\s*(?:with|by|so|to|using|and|,|in|on page|where)\b/i;
function unnamedChangeQuestion(phrase: string): VaguePart | null {
  const match = phrase.match(CHANGE_VERB);
  if (!match?.[1] || !match[2]) return null;
  const rest = match[3] ?? '';
  const words = match[2].split(' ').slice(1);
  // The thing itself named as a fault ("the typo", "the broken link") says what to change.
  if (words.some((word) => scoreOfWord(word.toLowerCase()) < 0)) return null;
  // "the deck before": the noun phrase ends where a non-noun starts.
  const tokens = nlp(match[2]).terms().json() as { text: string; terms: { tags: string[] }[] }[];
  const cut = tokens.findIndex((term, index) => index > 1 && !term.terms[0]?.tags.includes('Noun'));
  const thing =
    cut > 0
      ? tokens
          .slice(0, cut)
          .map((term) => term.text)
          .join(' ')
      : match[2];
  const tail =
    cut > 0
      ? ` ${tokens
          .slice(cut)
          .map((term) => term.text)
          .join(' ')}${rest}`
      : rest;
  if (DETAIL.test(tail)) return null;
  return {
    part: match[1],
    question: `What should I ${match[1].toLowerCase()} in ${fromOtherSide(thing)}${fromOtherSide(tail)}?`,
  };
}

export function vaguePartQuestion(typed: string, onlySentence: boolean): VaguePart | null {
  // Shorthand is read first: "pls fix the deck b4 the mtg w/ legal" (compose-from-notes.ts).
  const text = expandNotes(typed);
  const phrase = verbPhrase(text);
  if (!phrase) return null;
  const time = vagueTimeQuestion(phrase);
  if (time) return time;
  const placeholder = placeholderQuestion(phrase);
  if (placeholder) return placeholder;
  const bare = phrase.match(BARE_OBJECT);
  if (onlySentence && bare?.[1]) {
    const pronoun = phrase.slice(bare[1].length + 1).split(' ')[0] ?? 'it';
    return {
      part: pronoun,
      question: `What do you want me to ${bare[1]}${bare[2] ?? ''}?`.replace(/\s+\?$/, '?'),
    };
  }
  const unmeasured = phrase.match(UNMEASURED);
  if (unmeasured)
    return { part: unmeasured[0], question: `What should I change to ${fromOtherSide(phrase)}?` };
  return unnamedChangeQuestion(phrase);
}
