import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { scoreOfWord } from './clause-facts.ts';
import { WARNING_OUTCOMES } from './dare-warnings.ts';
import { READER_POSSESSIVES, READER_WORDS } from './reader-words.ts';
import {
  WRITER_OBJECTS,
  WRITER_POSSESSIVES,
  WRITER_SELF,
  WRITER_SUBJECTS,
  writerWords,
} from './writer-words.ts';

// Rule "sanction-as-consequence": "Pay by the 5th or I'll keep your deposit", "… otherwise, I'll
// have your car towed", "If you don't, I'll stop paying you", "… or you're off the project": after
// "or"/"otherwise"/"else" or a condition, the writer announcing what they will do to the reader or
// the reader's things (or what the reader will lose) is a sanction held over them: a threat. The
// ask and its time limit stay; the sanction goes. A consequence that is a fact the reader needs
// stays: something else acts ("or the build will fail"), the writer adapts ("if not, I'll book
// another room", "I'll assume you're fine"), is forced ("I'll have to cancel"), or only tells or
// gives the reader something ("otherwise I'll remind you on Monday").

const FUTURE = new Set(['will', 'shall', 'going', 'gonna']);
const WRITERS = writerWords(WRITER_POSSESSIVES, WRITER_OBJECTS, WRITER_SELF);
// The writer made to act, or unable to: a fact about their own plans, not a sanction.
const FORCED = /\b(?:have to|has to|need to|needs to|got to|gotta|must|can't|cannot|won't be able)\b/;
// Verbs that tell, ask or give the reader something: "I'll remind you", "I'll send you the link".
const TELLING_OR_GIVING = new Set([
  'tell',
  'remind',
  'ask',
  'call',
  'ring',
  'email',
  'text',
  'message',
  'send',
  'give',
  'show',
  'help',
  'pay',
  'buy',
  'assume',
]);
// What the reader being put out of something says: "you're off the project", "you're out".
const REMOVED = new Set(['off', 'out']);
// A writer's verb taking the reader's thing from them: "taking your phone away".
const AWAY = 'away';
const THINGS = new Set(['them', 'it', 'those', 'these']);

const wordsOf = (clause: ClauseFacts) =>
  clause.tokens.map((token, at) => ({ token, at })).filter(({ token }) => isWord(token));

// The reader as the object of the writer's verb: "you" not followed by a verb of its own ("I'll
// assume you're fine" makes the reader the subject of what is assumed) nor by a thing given.
function readerIsObject(tokens: readonly Token[]): boolean {
  return tokens.some((token, at) => {
    if (READER_POSSESSIVES.has(token.normal)) return true;
    if (!READER_WORDS.has(token.normal)) return false;
    const next = tokens[at + 1];
    // "I'll book you the Tuesday slot": a thing after "you" is what the reader is given.
    const receives = hasTag(next, 'Determiner') || (hasTag(next, 'Noun') && !hasTag(next, 'Pronoun'));
    return !(
      receives ||
      hasTag(next, 'Verb') ||
      hasTag(next, 'Copula') ||
      hasTag(next, 'Modal') ||
      /^'/.test(next?.text ?? '')
    );
  });
}

function writerSanctions(clause: ClauseFacts, before: ClauseFacts | undefined): boolean {
  const words = wordsOf(clause);
  const lower = clause.words.join(' ');
  // "I'll have your car towed": a past form after "will" is no past event.
  const past = clause.pastTense && !clause.words.some((word) => FUTURE.has(word));
  if (FORCED.test(lower) || past || clause.inQuestion) return false;
  // Only a writer's own future act ("I'll", "I'm -ing", "I start"), subject first.
  const subjectAt = words.findIndex(({ token }) => WRITER_SUBJECTS.has(token.normal));
  if (subjectAt < 0 || subjectAt > 2) return false;
  const after = words.slice(subjectAt + 1);
  const verbs = after.filter(
    ({ token }) => hasTag(token, 'Verb') && !hasTag(token, 'Auxiliary') && !hasTag(token, 'Copula'),
  );
  const verb = verbs[0];
  if (!verb) return false;
  // "I'll stop paying you": stopping what the reader gets is a sanction, whatever the verb.
  const stops = lemmaOf(verb.token) === 'stop';
  const telling = !stops && verbs.some(({ token }) => TELLING_OR_GIVING.has(lemmaOf(token)));
  const rest = clause.tokens.slice(verb.at + 1);
  // What it does is to the writer's own things: "or I'll miss my flight" tells a cost to the writer.
  if (rest.some((token) => WRITERS.has(token.normal)) && !readerIsObject(rest)) return false;
  if (telling) return false;
  // "Clean up your dishes, otherwise I'm throwing them out": "them" is the reader's thing asked about.
  const theirs =
    rest.some((token) => THINGS.has(token.normal)) &&
    (before?.words.some((word) => READER_POSSESSIVES.has(word)) ?? false);
  const aimed = readerIsObject(rest) || theirs || rest.some((token) => token.normal === AWAY);
  // Any word AFINN scores as harm, a mild noun too ("start the eviction paperwork", "cut the wifi").
  const harms = after.some(({ token }) => scoreOfWord(token.normal) < 0);
  return aimed || harms;
}

// "or you're off the project", "or you can forget about your bonus", "you'll be fired": the reader
// put out of something, told to give up what they had, or sanctioned by someone. Near misses: "or
// you'll miss the train" and "or the price goes up" tell a cost nobody imposes.
function readerLoses(clause: ClauseFacts): boolean {
  const words = wordsOf(clause).map(({ token }) => token);
  const subjectAt = words.findIndex((token) => READER_WORDS.has(token.normal) || /^you'/.test(token.normal));
  if (subjectAt < 0 || subjectAt > 2) return false;
  const after = words.slice(subjectAt + 1);
  const copula = after.findIndex((token) => hasTag(token, 'Copula'));
  const removed = copula >= 0 && REMOVED.has(after[copula + 1]?.normal ?? '');
  const modal = after[0]?.normal === 'can' && scoreOfWord(after[1]?.normal ?? '') < 0;
  const sanctioned = copula >= 0 && WARNING_OUTCOMES.has(after[copula + 1]?.normal ?? '');
  return removed || modal || sanctioned;
}

// `before`: the clause the consequence follows (its ask or condition), to read "them" by.
export const sanctionsReader = (clause: ClauseFacts, before?: ClauseFacts): boolean =>
  !clause.negated && (writerSanctions(clause, before) || readerLoses(clause));
