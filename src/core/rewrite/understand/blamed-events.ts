import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { EXCLAIMING, REPROACH_MARKERS, SWEEPING_ADVERBS } from './cue-words.ts';
import { WRITER_POSSESSIVES } from './writer-words.ts';

// Blame that names what happened: "You missed the client call again", "you forgot my birthday",
// "You forgot to renew the car insurance". The event is the fact; the finger pointed at the reader
// is the blame. Nonviolent Communication's "observation, not evaluation": the event stays.

export interface BlamedEvent {
  // The verb that names what happened (the inner one in "forgot to renew").
  readonly verbAt: number;
  // The thing it happened to: tokens [objectFrom, objectTo).
  readonly objectFrom: number;
  readonly objectTo: number;
  // "didn't send", "forgot to renew": what should have happened did not.
  readonly notDone: boolean;
  // "my birthday": the writer's own loss, told to the reader as it was.
  readonly writersOwn: boolean;
  readonly plural: boolean;
}

const ARTICLES = new Set(['the', 'a', 'an', 'this', 'that']);
// Verbs that say an action did not happen: "forgot to renew", "failed to send".
const NOT_DOING = new Set(['forget', 'fail', 'neglect']);
const OBJECT_TAGS = ['Determiner', 'Possessive', 'Adjective', 'Noun', 'Value', 'ProperNoun'];
const NEGATIONS = new Set(['not', 'never']);

// Rule "state-is-observation": "the wrong file", "the missing page", "the broken lock" say which
// thing, not what anyone is worth; AFINN scores them low all the same. The event that names them
// is news to keep ("The wrong file was sent to the client"), while "your stupid mistake" judges.
const STATE_WORDS = new Set(['wrong', 'missing', 'broken', 'damaged', 'incorrect', 'expired', 'faulty']);

// The noun phrase from `from`: its end, or -1 when it names no thing, or names a judgement
// ("your stupidity", AFINN ≤ -2 words are evaluation, not observation).
// Rule "compound-head-read-as-verb": "the staging build", "the test run": the tagger may read the
// head noun after a noun as a bare verb, and the thing was cut to "the staging" ("The staging was
// broken build."). A bare verb after a noun, with no object of its own after it, ends the noun
// phrase as its head. Near miss: "the team send us" (a pronoun follows: a verb with its object).
function compoundHead(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  const next = tokens[at + 1];
  return (
    hasTag(token, 'Infinitive') &&
    hasTag(tokens[at - 1], 'Noun') &&
    !hasTag(tokens[at - 1], 'Pronoun') &&
    !/[,;:]/.test(tokens[at - 1]?.post ?? '') &&
    !['Determiner', 'Noun', 'Pronoun', 'Adjective', 'Value'].some((tag) => hasTag(next, tag))
  );
}

function objectEnd(clause: ClauseFacts, from: number): number {
  let at = from;
  while (
    at < clause.tokens.length &&
    (OBJECT_TAGS.some((tag) => hasTag(clause.tokens[at], tag)) ||
      (at > from && compoundHead(clause.tokens, at)))
  ) {
    const token = clause.tokens[at] as Token;
    if (REPROACH_MARKERS.has(token.normal) || (hasTag(token, 'Pronoun') && !hasTag(token, 'Possessive')))
      break;
    // Rule "left-in-a-state": "You left the sink full of pans": an adjective after the noun tells
    // the state the thing was left in, not the thing; the thing ends before it ("The sink was left
    // full of pans", never "The sink full of pans were left"). Near miss: "the big pans" (before).
    const stateAfterNoun =
      at > from &&
      hasTag(token, 'Adjective') &&
      hasTag(clause.tokens[at - 1], 'Noun') &&
      !hasTag(clause.tokens[at + 1], 'Noun');
    if (stateAfterNoun) break;
    // A judgement describes ("stupid") or is someone's ("your stupidity"); "the victim" is a
    // negative word that names someone or something, not a verdict.
    const named = ARTICLES.has(clause.tokens[at - 1]?.normal ?? '') && hasTag(token, 'Noun');
    const judges = hasTag(token, 'Adjective') || !named;
    if ((clause.scores.get(at) ?? 0) <= -2 && judges && !STATE_WORDS.has(token.normal)) return -1;
    at++;
    if (/[,;:]/.test(token.post)) break;
  }
  const nouns = clause.tokens
    .slice(from, at)
    .filter((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'));
  return nouns.length > 0 ? at : -1;
}

// Rule "blamed-event": "you" + a past verb + a thing, with no sweeping habit ("you always …").
export function blamedEvent(clause: ClauseFacts): BlamedEvent | null {
  if (!clause.youSubject || clause.inQuestion) return null;
  const { tokens } = clause;
  const you = tokens.findIndex((token) => token.normal === 'you');
  // Rule "mock-opener-before-event": "Oh great, you forgot the client call again": praise or an
  // exclamation closed off by a comma before the reader only mocks; the event after it stands.
  const opener = tokens.slice(0, you);
  const mockOpener =
    opener.length > 0 &&
    /,/.test(opener.at(-1)?.post ?? '') &&
    opener.every(
      (token, at) => !isWord(token) || EXCLAIMING.has(token.normal) || (clause.scores.get(at) ?? 0) > 0,
    );
  if (
    you < 0 ||
    (!mockOpener &&
      opener.some(
        (token) =>
          isWord(token) &&
          !REPROACH_MARKERS.has(token.normal) &&
          !['and', 'but', 'so'].includes(token.normal),
      ))
  )
    return null;
  let at = you + 1;
  let notDone = false;
  // "You did not send" is one event; "You never check the calendar" is a habit, no event.
  let didAux = false;
  while (at < tokens.length) {
    const token = tokens[at] as Token;
    if (SWEEPING_ADVERBS.has(token.normal) && !NEGATIONS.has(token.normal)) return null;
    // Rule "manner-adverb-before-event": "you just ignored my message", "you completely missed the
    // turn": an adverb between the reader and the verb says how, not what; the event after it is
    // still the fact to keep. Sweeping adverbs ("always") returned above: a habit is no event.
    // Rule "never-is-not-done": "never" is a reproach marker and a negation at once; read as the
    // negation first, or "You never sent the invoice" told "The invoice was sent", the opposite.
    if (NEGATIONS.has(token.normal)) {
      notDone = true;
      at++;
      continue;
    }
    if (token.normal === 'did' || token.normal === "didn't") didAux = true;
    if (
      token.normal === 'did' ||
      token.normal === 'have' ||
      token.normal === 'has' ||
      REPROACH_MARKERS.has(token.normal) ||
      (hasTag(token, 'Adverb') && !hasTag(token, 'Negative'))
    ) {
      at++;
      continue;
    }
    break;
  }
  const verb = tokens[at];
  const past =
    hasTag(verb, 'PastTense') ||
    hasTag(verb, 'Participle') ||
    (notDone && didAux && hasTag(verb, 'Infinitive'));
  // "You got the wrong end of the stick": "get" has no passive that reads ("was gotten").
  if (!verb || !hasTag(verb, 'Verb') || hasTag(verb, 'Copula') || !past || lemmaOf(verb) === 'get')
    return null;
  let verbAt = at;
  if (NOT_DOING.has(lemmaOf(verb)) && tokens[at + 1]?.normal === 'to' && hasTag(tokens[at + 2], 'Verb')) {
    verbAt = at + 2;
    notDone = true;
  }
  const objectFrom = verbAt + 1;
  let objectTo = objectEnd(clause, objectFrom);
  // "the handle of the back door": the thing goes on past its "of", and moves whole.
  while (objectTo > 0 && tokens[objectTo]?.normal === 'of' && !/[,;:]/.test(tokens[objectTo - 1]?.post ?? ''))
    objectTo = objectEnd(clause, objectTo + 1);
  if (objectTo < 0) return null;
  const object = tokens.slice(objectFrom, objectTo);
  return {
    verbAt,
    objectFrom,
    objectTo,
    notDone,
    writersOwn: WRITER_POSSESSIVES.has(object[0]?.normal ?? ''),
    plural: hasTag(object.at(-1), 'Plural'),
  };
}
