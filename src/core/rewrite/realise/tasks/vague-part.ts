import nlp from 'compromise';
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
  /^(?:(?:hi|hey|hello)\b[^,]*,\s*)?(?:(?:could|can|would|will) you (?:please )?|would you be able to |please |i need you to |you need to |we (?:should|need to|have to|must) |let's )/i;

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
    return { part: whole, question: `Which ${noun} do you mean, besides ${choice[2]}?` };
  const verb = rest
    .replace(/,.*$/, '')
    .replace(/\s*(?:or|and)\s*$/i, '')
    .trim();
  if (!verb) return null;
  return { part: whole, question: `Which ${noun} do you want me to ${verb}?` };
}

export function vaguePartQuestion(text: string, onlySentence: boolean): VaguePart | null {
  const phrase = verbPhrase(text);
  if (!phrase) return null;
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
  if (unmeasured) return { part: unmeasured[0], question: `What should I change to ${phrase}?` };
  return null;
}
