import { hasTag, type Token, tokenizeSentences } from '../../parse/tokens.ts';
import { KIN_NAMES, NO_ARTICLE } from './note-shapes.ts';

// Rule "errand-articles" (compose-from-notes, issue 22): notes leave out the articles a message
// needs: "call landlord about leak under sink" is sent as "call the landlord about the leak under
// the sink". A bare singular noun takes "the" where the note points at a thing writer and reader
// both know: the object of an errand verb, and the noun after a preposition of place or topic.
// Near misses: "buy milk", "get bread" (shopping verbs take no "the": any milk will do), names
// ("ask Sam"), plurals ("pick up kids"), mass nouns ("dog food"), times ("to 9:45"), fixed
// phrases ("at home", "in person", "on leave"), and a noun that already has its word ("my car").

// Errand verbs whose object is one known thing.
const KNOWN_OBJECT_VERBS = new Set([
  'call',
  'ring',
  'phone',
  'text',
  'email',
  'pay',
  'fix',
  'move',
  'pick',
  'drop',
  'return',
  'clean',
  'check',
  'send',
  'collect',
  'empty',
  'feed',
  'walk',
  'renew',
  'cancel',
  'print',
  'sign',
  'charge',
  'water',
  'wash',
  'ask',
  'tell',
]);
const PARTICLES = new Set(['up', 'off', 'back', 'out', 'in']);
// Prepositions of place or topic, where the noun after them is one known thing.
const PLACE_OR_TOPIC = new Set(['about', 'from', 'under', 'in', 'into', 'at', 'behind', 'near', 'inside']);
// A word that ends the noun phrase.
const ENDS_PHRASE = new Set([
  ...PLACE_OR_TOPIC,
  'to',
  'for',
  'by',
  'on',
  'with',
  'until',
  'till',
  'before',
  'after',
  'and',
  'or',
  'then',
]);
const HAS_ITS_WORD = ['Determiner', 'Possessive', 'Pronoun', 'ProperNoun', 'Value', 'Date', 'Plural'];

// Where the noun phrase starting at `from` ends, when it is a bare singular noun that takes "the".
function bareNounPhrase(tokens: readonly Token[], from: number): number | null {
  let end = from;
  while (end < tokens.length) {
    const token = tokens[end] as Token;
    if (ENDS_PHRASE.has(token.normal) || !/^\p{Ll}[\p{Ll}-]*$/u.test(token.text)) break;
    if (HAS_ITS_WORD.some((tag) => hasTag(token, tag))) return null;
    end += 1;
    if (/[,;:()]/.test(token.post)) break;
  }
  const run = tokens.slice(from, end);
  const head = run.at(-1);
  if (!head || run.length > 3 || !hasTag(head, 'Noun')) return null;
  const plural = /[^s'u]s$/.test(head.normal) || hasTag(head, 'Uncountable');
  if (plural || run.some((token) => NO_ARTICLE.has(token.normal) || KIN_NAMES.has(token.normal))) return null;
  return end;
}

// Only for an errand: the note opens with its verb.
export function withArticles(note: string): string {
  // Tagged as typed in lower case: a capital makes the tagger read "Pay gas bill" as a name.
  const capital = /^\p{Lu}/u.test(note);
  const tokens = tokenizeSentences(capital ? note[0]?.toLowerCase() + note.slice(1) : note).flat();
  const first = tokens[0];
  if (!first) return note;
  const starts = new Set<number>();
  const objectAt = PARTICLES.has(tokens[1]?.normal ?? '') ? 2 : 1;
  if (KNOWN_OBJECT_VERBS.has(first.normal) && bareNounPhrase(tokens, objectAt) !== null) starts.add(objectAt);
  tokens.forEach((token, index) => {
    if (index > 0 && PLACE_OR_TOPIC.has(token.normal) && bareNounPhrase(tokens, index + 1) !== null)
      starts.add(index + 1);
  });
  if (starts.size === 0) return note;
  return tokens
    .map((token, index) => `${token.pre}${starts.has(index) ? 'the ' : ''}${token.text}${token.post}`)
    .join('')
    .trim()
    .replace(/^\p{Ll}/u, (letter) => (capital ? letter.toUpperCase() : letter));
}

// Rule "where-note": "slides in shared drive", "keys under mat", "Jamal on leave until 3 June" name
// a thing (or a person) and where it is, with the verb a note leaves out: "The slides are in the
// shared drive.", "Jamal is on leave until 3 June.". Near misses: a note that opens with a verb
// ("meet Jo at cafe": an errand), one with a verb of its own ("kids are at school"), a pronoun
// ("it's in the car"), and a thing longer than three words.
const WHERE =
  /^((?:[\p{Lu}][\p{L}'-]+)|(?:[\p{Ll}][\p{L}'-]*(?:\s+[\p{Ll}][\p{L}'-]*){0,2}))\s+(in|at|under|on|behind|inside|near)\s+(\S.*)$/u;
const OWN_VERB = /\b(?:is|are|was|were|has|have|will|can|did|does|do)\b/i;
export function whereNote(note: string): string | null {
  const match = note.trim().match(WHERE);
  if (!match?.[1] || !match[2] || !match[3] || OWN_VERB.test(note)) return null;
  const thing = match[1];
  const tokens = tokenizeSentences(thing.toLowerCase()).flat();
  const first = tokens[0];
  if (!first || hasTag(first, 'Pronoun') || KNOWN_OBJECT_VERBS.has(first.normal)) return null;
  if (hasTag(first, 'Infinitive') || hasTag(first, 'Imperative')) return null;
  // A name is a person the tagger knows ("Jamal"); a capital alone may be the note's first letter.
  const typed = tokenizeSentences(thing).flat()[0];
  const name = /^\p{Lu}/u.test(thing) && (hasTag(typed, 'Person') || hasTag(typed, 'FirstName'));
  const plural = !name && /[^s'u]s$/i.test(thing.split(/\s+/).at(-1) ?? '');
  const subject =
    name || KIN_NAMES.has(first.normal) || NO_ARTICLE.has(first.normal)
      ? thing
      : `the ${thing.toLowerCase()}`;
  const place = withArticles(`x ${match[2]} ${match[3]}`).slice(2);
  return `${subject} ${plural ? 'are' : 'is'} ${place}`;
}
