import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { mustGuesses } from './guessing-must.ts';
import { liftsDuty } from './reader-spared.ts';
import { READER_SELF } from './reader-words.ts';

// Who is asked to do what: the verb phrase of a command, of "you need to ...", of "I need you to
// ...", or of a polite question that already asks.

export interface Ask {
  // 'command': a bare or demanded order to turn into a request; 'request': already polite.
  readonly kind: 'command' | 'request';
  // Index in the clause's tokens where the verb phrase starts ("send me the report by 5pm").
  readonly verbAt: number;
  // "Don't merge ...": the request must keep the negation.
  readonly negative: boolean;
  // "You must ...", "you need to ...": the demand is in the words themselves (spec §5 triggers).
  readonly framed: boolean;
  // "I need the Q3 report": the writer asks for a thing, not an action ("Could I have ...?").
  readonly need?: boolean;
}

const REMINDING_VERBS = new Set(['remember', 'forget']);

const DEMAND_FRAMES: readonly (readonly string[])[] = [
  ['you', 'need', 'to'],
  ['you', 'must'],
  ['you', 'have', 'to'],
  ['you', 'have', 'got', 'to'],
  ['you', 'got', 'to'],
  ['you', 'should'],
  ['you', 'better'],
  ['you', 'had', 'better'],
  ['you', 'would', 'better'],
  ['you', 'will', 'need', 'to'],
  ['i', 'need', 'you', 'to'],
  ['i', 'want', 'you', 'to'],
  ['we', 'need', 'you', 'to'],
  ['make', 'sure', 'you'],
  ['make', 'sure'],
];

// Compromise expands "you've got to" and "don't" into their parts, so frames match the normals.
function matchFrame(tokens: readonly Token[]): number {
  const words = tokens.map((token) => token.normal);
  // The frame opens the clause: up to three words (stray symbols don't count) may come first.
  let wordsBefore = 0;
  for (let start = 0; start < words.length && wordsBefore < 3; start++) {
    if (/[\p{L}\p{N}]/u.test(tokens[start]?.text ?? '')) wordsBefore++;
    for (const frame of DEMAND_FRAMES) {
      if (frame.every((word, offset) => words[start + offset] === word)) {
        const verbAt = start + frame.length;
        // "You must be joking" guesses; it demands nothing (guessing-must.ts).
        if (frame.at(-1) === 'must' && mustGuesses(tokens.slice(verbAt))) continue;
        // "You should have told me" looks back; it asks for nothing.
        const looksBack = hasTag(tokens[verbAt + 1], 'PastTense') || hasTag(tokens[verbAt + 1], 'Participle');
        if (tokens[verbAt]?.normal === 'have' && frame.at(-1) !== 'to' && looksBack) continue;
        if (frame.at(-1) === 'should' && liftsDuty(words.slice(verbAt))) continue;
        if (hasTag(tokens[verbAt], 'Verb') || tokens[verbAt]?.normal === 'not') return verbAt;
      }
    }
  }
  return -1;
}

// "I need the signed NDA", "I need your half ($650)": the index of the thing needed, or -1.
function needObject(tokens: readonly Token[]): number {
  const words = tokens.map((token) => token.normal);
  const at = words.indexOf('need');
  // "I need the NDA", and in a hurry with no "I": "Need an answer now".
  if (!(at === 1 && words[0] === 'i') && at !== 0) return -1;
  const object = tokens[at + 1];
  // "Need someone to clear the logs": a person wanted for a task, not a thing to hand over.
  if (['someone', 'somebody', 'anyone', 'anybody'].includes(object?.normal ?? '')) return -1;
  const isThing = ['Determiner', 'Possessive', 'Noun', 'Value'].some((tag) => hasTag(object, tag));
  return isThing && !hasTag(object, 'Pronoun') ? at + 1 : -1;
}

// Rule "gift-not-task": "Take all the time you need", "Feel free to call me", "Take the afternoon
// off", "Relax": the imperative gives the reader leave or ease for their own sake. Asking "Could you
// take all the time you need?" turns the gift into a task. Read from the verb and what it takes:
// a verb of ease, "feel free", or "take" with time or rest ("Take the bins out" is a task).
const EASE_VERBS = new Set(['relax', 'rest', 'enjoy', 'unwind']);
const REST_WORDS = new Set(['time', 'break', 'breather', 'easy', 'nap', 'rest', 'off']);
const TAKE_REACH = 5;
const WISHED_MANNERS = new Set(['safe', 'safely', 'well']);

// Rule "offer-of-help": "Grab me anytime if you have questions", "Shout if you need anything",
// "Call us whenever": an order to reach the writer, any time or when the reader needs help, offers
// help; asked ("Could you grab me anytime?") it becomes a favour owed. Near misses: "Call me at 5"
// (a set time: an ask) and "Email me the invoice" (a thing wanted).
const ANY_TIME = new Set(['anytime', 'whenever']);
const NEEDING = new Set(['need', 'needs', 'questions', 'question', 'anything', 'help', 'stuck']);
function offersHelp(tokens: readonly Token[], verbAt: number): boolean {
  const rest = tokens.slice(verbAt + 1);
  const reachesWriter =
    ['me', 'us'].includes(rest[0]?.normal ?? '') || hasTag(tokens[verbAt], 'Intransitive');
  const ifAt = rest.findIndex((token) => token.normal === 'if');
  // The reader's own need: "if you have questions", not "if anything urgent comes up".
  const condition = ifAt >= 0 ? rest.slice(ifAt + 1) : [];
  const whenNeeded = condition[0]?.normal === 'you' && condition.some((token) => NEEDING.has(token.normal));
  const anyTime = rest.some((token) => ANY_TIME.has(token.normal));
  const thingWanted = hasTag(rest[1], 'Determiner') || hasTag(rest[1], 'Possessive');
  return reachesWriter && (anyTime || whenNeeded) && !thingWanted;
}

export function givesLeave(tokens: readonly Token[], verbAt: number): boolean {
  const verb = tokens[verbAt];
  if (!verb) return false;
  const lemma = lemmaOf(verb);
  if (EASE_VERBS.has(lemma)) return true;
  // "Go ahead and book it": leave to do what the reader meant to; "Have fun tonight!": a wish.
  const next = tokens[verbAt + 1];
  if (lemma === 'go' && next?.normal === 'ahead') return true;
  // A wish names something good to have ("a great weekend"); "have a look at it" asks.
  const wished = ['a', 'an'].includes(next?.normal ?? '') ? tokens[verbAt + 2] : next;
  if (lemma === 'have' && (wished?.normal === 'fun' || scoreOfWord(wished?.normal ?? '') > 0)) return true;
  if (lemma === 'feel' && tokens[verbAt + 1]?.normal === 'free') return true;
  // Rule "safe-wish": "Drive safe", "Get home safe", "Sleep well": a verb with only how well it
  // should go for the reader is a wish, said from love. Near misses: "Store it safely" (an object
  // first: a task) and "Drive to the station" (no wish).
  const wish = tokens.slice(verbAt + 1, verbAt + 3).findIndex((token) => WISHED_MANNERS.has(token.normal));
  if (
    wish === 0 ||
    (wish === 1 && !hasTag(tokens[verbAt + 1], 'Pronoun') && !hasTag(tokens[verbAt + 1], 'Determiner'))
  )
    return true;
  // Rule "get-well-wish": "Feel better soon x", "Get better soon!": getting better is wished on the
  // reader, never asked of them. Near misses: "Do better next time" (a reproach: no "feel"/"get")
  // and "Get better at replying" (a skill named after "at").
  const after = tokens[verbAt + 2]?.normal ?? '';
  if (['feel', 'get'].includes(lemma) && next?.normal === 'better' && !['at', 'with'].includes(after))
    return true;
  // Rule "wish-for-oneself": "Take care of yourself", "Treat yourself", "Enjoy yourselves": a kind
  // verb done to the reader's own self is wished on them, never asked of them. Near misses:
  // "Explain yourself" and "Sort yourself out" (no kind word: orders).
  const toSelf = tokens.slice(verbAt + 1, verbAt + 4).some((token) => READER_SELF.has(token.normal));
  if (toSelf && tokens.slice(verbAt, verbAt + 6).some((token) => scoreOfWord(token.normal) > 0)) return true;
  if (offersHelp(tokens, verbAt)) return true;
  if (lemma !== 'take') return false;
  // "Take as long as you need": the time is the reader's to spend.
  if (tokens[verbAt + 1]?.normal === 'as' && tokens[verbAt + 2]?.normal === 'long') return true;
  // The rest word heads what is taken: "the time sheet" is a thing, and "take off your shoes" a
  // task, while "take the afternoon off" is leave.
  return tokens.slice(verbAt + 1, verbAt + 1 + TAKE_REACH).some((token, offset) => {
    if (!REST_WORDS.has(token.normal)) return false;
    if (token.normal === 'off') return offset > 0;
    const next = tokens[verbAt + 2 + offset];
    return !hasTag(next, 'Noun') || hasTag(next, 'Pronoun');
  });
}

export function askOf(clause: ClauseFacts): Ask | null {
  if (clause.politeQuestion) return { kind: 'request', verbAt: -1, negative: clause.negated, framed: false };
  if (clause.inQuestion) return null;
  const needAt = needObject(clause.tokens);
  if (needAt >= 0) return { kind: 'command', verbAt: needAt, negative: false, framed: false, need: true };
  const framed = matchFrame(clause.tokens);
  if (framed >= 0) {
    const negative = clause.tokens[framed]?.normal === 'not';
    return { kind: 'command', verbAt: negative ? framed + 1 : framed, negative, framed: true };
  }
  if (clause.imperativeAt < 0) return null;
  const first = clause.tokens[clause.imperativeAt];
  // "Remember the engineer comes at 8", "Don't forget your umbrella": a reminder for the reader's
  // sake, already as kind as a request.
  const verb = first?.normal === 'do' ? clause.tokens[clause.imperativeAt + 2] : first;
  if (verb && REMINDING_VERBS.has(lemmaOf(verb)))
    return { kind: 'request', verbAt: clause.imperativeAt, negative: first?.normal === 'do', framed: false };
  if (givesLeave(clause.tokens, clause.imperativeAt))
    return { kind: 'request', verbAt: clause.imperativeAt, negative: false, framed: false };
  // "Please send ..." already asks politely: it stays as the writer put it.
  const negative = first?.normal === 'do' || first?.normal === 'never';
  if (clause.tokens.slice(0, clause.imperativeAt).some((token) => token.normal === 'please'))
    return { kind: 'request', verbAt: clause.imperativeAt, negative, framed: false };
  if (first?.normal === 'do' && clause.tokens[clause.imperativeAt + 1]?.normal === 'not') {
    // "Don't you dare cancel" asks "don't cancel".
    const dares =
      clause.tokens[clause.imperativeAt + 2]?.normal === 'you' &&
      clause.tokens[clause.imperativeAt + 3]?.normal === 'dare';
    return { kind: 'command', verbAt: clause.imperativeAt + (dares ? 4 : 2), negative: true, framed: false };
  }
  if (first?.normal === 'never')
    return { kind: 'command', verbAt: clause.imperativeAt + 1, negative: true, framed: false };
  return { kind: 'command', verbAt: clause.imperativeAt, negative: false, framed: false };
}
