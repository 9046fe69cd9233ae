import { hasTag, tokenizeSentences } from '../../parse/tokens.ts';
import { capitalise, lowerFirst } from './types.ts';

// Shapes of a single note that a tagger misreads, said as the sentence they stand for
// (compose-from-notes, issue 22).

// Verbs that make a note an errand even when a tagger reads a noun ("email Sam", "rsvp by thurs").
export const ORDER_VERBS = new Set([
  'call',
  'ring',
  'text',
  'email',
  'meet',
  'pay',
  'book',
  'ask',
  'tell',
  'phone',
  'rsvp',
  'water',
]);

// Rule "note-article": a note names a known thing without its article ("dentist moved to wed",
// "bday party sun 3pm"); as a sentence it reads "The dentist has moved …", "The birthday party is
// …". Only a lower-case singular noun that opens a sentence made of "X is/has …" takes "The".
// Near misses: "Kids are welcome" (plural), "Maria's party is …" (a name), "Lunch is at 1pm"
// (a meal, said without one), "Gym is tomorrow" (an activity), "I need …" (a pronoun).
export const NO_ARTICLE = new Set([
  'lunch',
  'dinner',
  'breakfast',
  'brunch',
  'school',
  'work',
  'church',
  'class',
  'practice',
  'training',
  'homework',
  'rent',
  'parking',
  'gym',
  'yoga',
  'swimming',
  'football',
  'choir',
  'therapy',
  // Said without one after a preposition: "at home", "in person", "on leave", "in town".
  'home',
  'hospital',
  'town',
  'bed',
  'person',
  'time',
  'progress',
  'touch',
  'leave',
  'charge',
  'hand',
  'mind',
  'advance',
  'general',
  'stock',
  'detail',
  'bulk',
  'cash',
  'email',
  'writing',
  'everyone',
  'everything',
  'nothing',
  'something',
]);
// Family words said as names: "call mum", never "call the mum".
export const KIN_NAMES = new Set([
  'mum',
  'mom',
  'dad',
  'mummy',
  'daddy',
  'grandma',
  'grandpa',
  'gran',
  'granny',
  'nan',
  'nana',
  'grandad',
]);

export function theThing(sentence: string): string {
  const tokens = tokenizeSentences(sentence).flat();
  const first = tokens[0];
  if (!first || NO_ARTICLE.has(first.normal) || KIN_NAMES.has(first.normal)) return sentence;
  const verbAt = tokens.findIndex((token) => /^(?:is|has)$/.test(token.normal));
  if (verbAt < 1 || verbAt > 4) return sentence;
  const thing = tokens.slice(0, verbAt);
  const nouns = thing.every(
    (token, index) =>
      !['Pronoun', 'Determiner', 'Possessive', 'ProperNoun', 'Plural', 'Value'].some((tag) =>
        hasTag(token, tag),
      ) &&
      (index === 0 || /^\p{Ll}/u.test(token.text)),
  );
  return nouns ? `the ${lowerFirst(sentence)}` : sentence;
}

// Rule "state-note": "kids welcome", "parking free", "drinks provided": a thing and how it is,
// which a tagger reads as an order ("Could you kids welcome?"). The note says so: "Kids are
// welcome." Near misses: "bring salad", "call Jo" (an errand: the first word is a verb that
// takes the rest), "need goggles" (the writer's need).
const STATE_WORDS = new Set([
  'welcome',
  'free',
  'included',
  'provided',
  'available',
  'optional',
  'required',
  'allowed',
  'closed',
  'open',
  'cancelled',
  'canceled',
  'full',
  'sorted',
  'ready',
  'done',
  'fine',
  'ok',
]);
export function stateNote(note: string): string | null {
  const words = note.split(/\s+/);
  const last = words.at(-1)?.toLowerCase() ?? '';
  const first = words[0]?.toLowerCase() ?? '';
  if (words.length < 2 || words.length > 4 || !STATE_WORDS.has(last)) return null;
  if (ORDER_VERBS.has(first) || /^(?:need|get|make|keep|leave|bring|buy)$/.test(first)) return null;
  const thing = words.slice(0, -1).join(' ');
  const plural = /[^s']s$/i.test(thing) && !/(?:ss|us|is)$/i.test(thing);
  return `${capitalise(thing)} ${plural ? 'are' : 'is'} ${last}`;
}
