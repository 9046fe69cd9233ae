import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { isShorthand } from './curse-tail.ts';
import { isNotAnOrder, saysNeverMind } from './not-orders.ts';
import { prefaceLength } from './reproach-frames.ts';

// Where a clause's order starts: the verb of "Send it", "Please send it", "Don't send it", or none.
// Most of the reading is telling a verb that orders from a first word that only looks like one:
// a heading ("Design review Tuesday 3pm"), a noun ("Mum's car needs a wash"), a reaction ("Oh
// sure, …"), a statement with its subject left out ("sounds like a plan").

const LEADING_FILLERS = new Set([
  'please',
  'just',
  'so',
  'and',
  'but',
  'now',
  'then',
  'also',
  'oh',
  'ok',
  'okay',
  'kindly',
]);
const NOT_ORDERS = new Set([
  'let',
  'thanks',
  'thank',
  'sorry',
  'apologies',
  'congrats',
  'congratulations',
  'welcome',
  'cheers',
  'hope',
  'enjoy',
  // "Need an answer now": the writer's need with its "I" left out (asks.ts reads it).
  'need',
  // "like canada beat texas", "like I care": a comparison or a filler, which the tagger may read
  // as the verb "to like"; asking "Could you like …?" is never what the writer meant.
  'like',
]);
const DISCOURSE_VERBS = new Set(['look', 'listen', 'see', 'say']);
const RETURN_PREPOSITIONS = new Set(['in', 'at', 'by', 'around', 'after', 'before', 'from', 'on']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she']);

// Rule "stress-before-order": "Please actually look at the attachment", "Just seriously send it":
// a stress word before an order's own verb is part of the push, not the start of a statement, so
// the order is found behind it (and the stress goes with the reproach). Near misses: "Honestly, I
// think it's fine" (no verb after the stress: a statement) and "Please honestly tell me" (sincere).
// (Only after "please" or "just": "seriously reddit, just use …" opens with an address.)
const stressesOrder = (tokens: readonly Token[], index: number) =>
  hasTag(tokens[index], 'Stress') &&
  ['please', 'just'].includes(tokens[index - 1]?.normal ?? '') &&
  hasTag(tokens[index + 1], 'Infinitive');

// Fillers, and punctuation typed as a word of its own ("also , smoking ..."), open no clause.
export function firstWordIndex(tokens: readonly Token[]): number {
  let index = prefaceLength(tokens);
  while (
    index < tokens.length &&
    (LEADING_FILLERS.has(tokens[index]?.normal ?? '') ||
      !isWord(tokens[index] as Token) ||
      stressesOrder(tokens, index))
  )
    index++;
  return index;
}

// Rule "interjection-before-comma": "man, people can be mean", "Run, the police are coming" read
// as orders only by a tagger: a first word closed by a comma, then a subject with its own verb,
// is a word to the reader before a statement. When unsure, the clause is not an order.
const SUBJECT_TAGS = ['Noun', 'Pronoun', 'Determiner'];
function interjectsBeforeStatement(tokens: readonly Token[], at: number): boolean {
  const comma = /,/.test(tokens[at]?.post ?? '') ? at : tokens[at + 1]?.text.trim() === ',' ? at + 1 : -1;
  if (comma < 0) return false;
  const rest = tokens.slice(comma + 1).filter(isWord);
  const verbAt = rest.findIndex((token) => hasTag(token, 'Verb'));
  return (
    verbAt > 0 &&
    verbAt <= 3 &&
    rest.slice(0, verbAt).every((token) => SUBJECT_TAGS.some((tag) => hasTag(token, tag)))
  );
}

const OBJECT_STARTS = ['Determiner', 'Pronoun', 'Possessive'];
const isTimeWord = (token: Token) => hasTag(token, 'Date') || hasTag(token, 'Time') || hasTag(token, 'Value');

const TELLING_VERB_TAGS = ['Copula', 'Auxiliary', 'Modal'];
const SUBJECT_WORD_TAGS = ['Noun', 'Date', 'Value'];
const MAX_SUBJECT_WORDS = 3;

function subjectOfLaterVerb(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  // "Budget meeting": an -ing activity names a thing too, after a word that takes none.
  const activity = hasTag(next, 'Gerund') && !ACTIVITY_VERBS.has(tokens[at]?.normal ?? '');
  const noun =
    hasTag(next, 'Noun') && !['Pronoun', 'Date', 'Value', 'ProperNoun'].some((tag) => hasTag(next, tag));
  if (!noun && !activity) return false;
  for (let index = at + 2; index <= at + 1 + MAX_SUBJECT_WORDS; index++) {
    const token = tokens[index];
    if (!token) return false;
    if (TELLING_VERB_TAGS.some((tag) => hasTag(token, tag))) return true;
    if (!SUBJECT_WORD_TAGS.some((tag) => hasTag(token, tag)) || hasTag(token, 'Pronoun')) return false;
  }
  return false;
}

// Verbs that take an activity as their object: "Start packing Friday" orders.
const ACTIVITY_VERBS = new Set([
  'start',
  'stop',
  'keep',
  'finish',
  'quit',
  'begin',
  'avoid',
  'try',
  'resume',
]);

const TITLE_PREPOSITIONS = new Set(['with', 'for', 'about', 'on', 'of']);

function namesEvent(tokens: readonly Token[], at: number): boolean {
  const words = tokens.slice(at).filter(isWord);
  const [first, head, ...rest] = words;
  // "Staff meeting Monday", "Planning session": an activity named by its -ing form heads it too.
  const eventHead =
    (hasTag(head, 'Noun') && hasTag(head, 'MaybeVerb')) ||
    (hasTag(head, 'Gerund') && !ACTIVITY_VERBS.has(first?.normal ?? ''));
  if (head === undefined || !eventHead) return false;
  // Rule "event-title": "Budget review.", "Design review." alone name the event a message is
  // about (its times follow in the next sentence); two nouns, the first one that may be a noun.
  // Near misses: "Cancel order." (the first word is only a verb) and "Order lunch." (the second
  // names no event: no verb reading) order.
  // Rule "event-title-with-whom": "Budget review with finance.", "Design review for the app." name
  // the event and who or what it is with; a preposition and nouns after the title, no verb. Near
  // miss: "Cancel order with the supplier." still orders (its first word is only a verb).
  const withWhom =
    rest.length === 0 ||
    (TITLE_PREPOSITIONS.has(rest[0]?.normal ?? '') &&
      rest.length <= 4 &&
      rest.slice(1).every((token) => !hasTag(token, 'Verb') && !hasTag(token, 'Pronoun')));
  const title =
    withWhom &&
    (hasTag(first, 'Noun') || hasTag(first, 'MaybeVerb')) &&
    hasTag(head, 'Singular') &&
    !/[!?]/.test(head.post);
  // After the time may come where: "Tuesday 9:30am, 3rd floor boardroom", "Monday 9am in room 4".
  // A verb there makes it a sentence ("Budget review Tuesday was cancelled"), not a heading.
  return (
    title || (rest.some(isTimeWord) && rest.every((token) => isTimeWord(token) || !hasTag(token, 'Verb')))
  );
}

const EVENT_NOUN = /(?:tion|sion|ment|ing|ance|ence)$/;

// "Send it", "Please send it", "Don't send it", "Never send it": the verb that starts the command.
export function findImperative(tokens: readonly Token[]): number {
  const at = firstWordIndex(tokens);
  const first = tokens[at];
  // "just v bored of …": chat shorthand is no verb (curse-tail.ts, rule "shorthand-is-no-verb").
  if (!first || isShorthand(first)) return -1;
  if (first.normal === 'do' && tokens[at + 1]?.normal === 'not') return at;
  const next = tokens[at + 1];
  if (first.normal === 'never' && saysNeverMind(tokens, at)) return -1;
  if (first.normal === 'never' && (hasTag(next, 'Verb') || hasTag(next, 'MaybeVerb'))) return at;
  // "Book room 3B", "Pack the boxes": a word that can be a verb, opening the sentence before its object.
  const objectFollows = ['Determiner', 'Possessive', 'Pronoun', 'Noun', 'Value'].some((tag) =>
    hasTag(next, tag),
  );
  // Words that open a sentence without giving an order: "Thanks ...", "Hope all is well".
  if (NOT_ORDERS.has(first.normal)) return -1;
  // "Look, I get that you're busy": "look" and "listen" before a comma turn to the reader, they
  // don't order.
  if (DISCOURSE_VERBS.has(first.normal) && /^,/.test(first.post.trim())) return -1;
  // Rule "lone-word-before-comma": "Cool, so you bailed", "Right, where were we": one word closed by
  // a comma, cut from its sentence by the clause splitter, turns to the reader and orders nothing
  // alone ("Hurry!" still orders: it is closed by "!"). Closed by a colon, it heads what follows,
  // alone or not ("Update: the server is back", "Change: the quiz moves"), a label, not an order.
  if ((tokens.filter(isWord).length === 1 && /,/.test(first.post)) || /:/.test(first.post)) return -1;
  // Rule "reaction-after-interjection": "Oh sure, because you're SO busy", "Ah right, the forms":
  // a word right after an interjection and closed by a comma reacts; it orders nothing (it was
  // sent as "Could you sure, because …?"). Near misses: "Oh, send it today" (the comma closes the
  // interjection, and "send" orders) and "Sure, send it" (no interjection before).
  const opener = tokens.slice(0, at).filter(isWord);
  if (opener.length > 0 && opener.every((token) => hasTag(token, 'Expression')) && /,/.test(first.post))
    return -1;
  // Rule "event-heading": "Design review Tuesday 3pm", "Staff meeting Monday 9am in room 4" name
  // an event: the word after the first is itself a noun that may be a verb (or an -ing activity),
  // a time follows, and no verb. "Book room 3B Tuesday" orders ("room" is no verb), and so do
  // "Review the budget Friday" and "Start packing Friday".
  if (namesEvent(tokens, at)) return -1;
  // Rule "hyphenated-opener": "Parent-teacher conference about Jordan", "Move-in steps: …" name a
  // thing; a hyphenated verb orders only with its object after it ("Double-check the figures").
  if (/^[-‐]$/.test(first.post)) {
    const objectAfter = OBJECT_STARTS.some((tag) => hasTag(tokens[at + 2], tag));
    if (!objectAfter) return -1;
    // "Double-check", "Re-send": compromise may read the first half as an adjective.
    if ([first, tokens[at + 1]].some((part) => hasTag(part, 'Verb') || hasTag(part, 'MaybeVerb'))) return at;
  }
  // Rule "possessive-opener": "Kids' school forms are due", "Mum's car needs a wash": a word that
  // owns the next one is a noun, whatever else it can be. An order's verb owns nothing.
  if (hasTag(first, 'Possessive') || /^['’]/.test(first.post)) return -1;
  // "back in 30", "back at 3": when the writer returns, not "back up the files".
  if (first.normal === 'back' && RETURN_PREPOSITIONS.has(next?.normal ?? '')) return -1;
  // "love you", "Do whatever you want", "finance needs them": no order (not-orders.ts).
  if (isNotAnOrder(tokens, at) || interjectsBeforeStatement(tokens, at)) return -1;
  // "smoking 81 grams would be awful": a gerund names an activity, it orders nothing.
  if (hasTag(first, 'Gerund')) return -1;
  // Rule "subject-after-verb": an order's verb takes an object ("tell them"), never a subject:
  // "Like I said", "cause i am bad at art", "fuck i thought so" order nothing.
  if (SUBJECT_PRONOUNS.has(next?.normal ?? '')) return -1;
  // Rule "ending-says-subject": "sounds like a plan", "looks good to me": a present verb with its
  // own ending ("-s") has a subject left out ("it sounds"); an order's verb is the bare form.
  if (hasTag(first, 'PresentTense') && hasTag(first, 'Verb') && lemmaOf(first) !== first.normal) return -1;
  // Rule "compound-subject": "Budget review Tuesday was cancelled", "Fire drill is at 10": the first
  // word and the noun after it are what the sentence is about, told by the verb that follows. Near
  // miss: "Book room 3B for Tuesday" has no such verb and orders.
  if (subjectOfLaterVerb(tokens, at)) return -1;
  // Rule "event-compound": "Gas safety inspection at your flat next Wednesday", "Gas meter installation
  // on Monday": a word and two bare nouns ending in an event noun ("-tion", "-ment", "-ing") name
  // an event, with no verb anywhere after; the tagger read "Gas" as an order ("Could you gas …?").
  // Near misses: "Book the meeting room" (a determiner: an object) and "Order office supplies" (no
  // event noun).
  const compound = [next, tokens[at + 2]];
  const eventCompound =
    compound.every(
      (token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun') && !hasTag(token, 'Determiner'),
    ) &&
    EVENT_NOUN.test(tokens[at + 2]?.normal ?? '') &&
    !tokens.slice(at + 3).some((token) => hasTag(token, 'Verb'));
  if (eventCompound) return -1;
  // Rule "subject-then-done": "Film already started?", "Train just left": a word, then "already" or
  // "just", then a past form tells what the first word did; an order's verb is never followed by
  // its own past. Near miss: "Start already!" (no past form after it) still presses an order.
  const adverbThenPast =
    ['already', 'just', 'only', 'finally'].includes(next?.normal ?? '') &&
    hasTag(tokens[at + 2], 'PastTense');
  if (adverbThenPast) return -1;
  // Rule "plural-noun-opener": "Accounts that haven't paid …", "Orders over £50 ship free": a word
  // the tagger reads as a plural noun carries the plural's ending, and an order's verb is the bare
  // form ("Account for it", "Order the parts"). Near miss: "Process the refunds" ("process" is
  // singular) still orders.
  const pluralNoun = hasTag(first, 'Plural') && lemmaOf(first) !== first.normal;
  if (pluralNoun && !hasTag(first, 'Imperative')) return -1;
  if (at === 0 && hasTag(first, 'MaybeVerb') && objectFollows && !hasTag(next, 'Verb')) return at;
  // "… and shut your mouth", "… and put it back": after "and" the tagger may read a base form
  // that is also a past tense as the past; the clause's own "and" joins it to an order
  // (message-model.ts keeps it an order only when the clause before is one).
  const joinedBaseForm =
    tokens[at - 1]?.normal === 'and' && hasTag(first, 'Verb') && lemmaOf(first) === first.normal;
  const looksImperative =
    hasTag(first, 'Imperative') ||
    (hasTag(first, 'Infinitive') && !hasTag(first, 'Modal')) ||
    (joinedBaseForm && !hasTag(first, 'Gerund') && !hasTag(first, 'Auxiliary'));
  const nounFirst = hasTag(first, 'Noun') && !hasTag(first, 'Verb');
  // "Support tickets keep piling up": a noun and then a verb make the first word a noun too.
  const subjectThenVerb = hasTag(next, 'Plural') && hasTag(tokens[at + 2], 'Verb');
  return looksImperative && !nounFirst && !subjectThenVerb ? at : -1;
}
