import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { CONDITION_STARTS } from './cue-words.ts';
import { curseOpenerEnd } from './curse-tail.ts';
import { isGrudgingPraise } from './grudging-praise.ts';
import { isSwearWord } from './profanity.ts';
import { opensWithPutDown } from './put-down-labels.ts';
import { jabPrefaceLength } from './reproach-frames.ts';
import { vocativeCloserAt } from './vocative-closer.ts';

// Splits a sentence into clauses, so that a blaming clause can go while the ask beside it stays
// ("Don't be a jerk, give back my headphones"). A split needs a verb on both sides: lists
// ("apples, pears and plums") and dates ("Thursday, 5pm") stay whole.

// Rule "joint-subject": "Why don't you and I get together?", "you and me should talk": "and"
// between two persons joins one subject; split there, "Why don't you" went as a rhetorical question
// and "I get together to plan the party?" was sent. Near miss: "Call you and I'll explain" ("I'll":
// a clause of its own, its verb in the contraction).
const PERSONS = new Set(['you', 'u', 'we', 'he', 'she', 'they', 'i', 'me', 'us', 'him', 'her', 'them']);
const joinsSubjects = (tokens: readonly Token[], at: number) =>
  tokens[at]?.normal === 'and' &&
  PERSONS.has(tokens[at - 1]?.normal ?? '') &&
  PERSONS.has(tokens[at + 1]?.normal ?? '') &&
  !/['’]/.test(tokens[at + 1]?.text ?? '') &&
  hasTag(tokens[at + 2], 'Verb') &&
  /^\p{L}/u.test(tokens[at + 2]?.text ?? '');

const CLAUSE_CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'otherwise']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'this', 'that', 'there']);

// "you're late": the copula hidden in a contraction is the clause's verb too.
// Rule "noun-at-the-end": "and the renewal dates", "and the team notes": a word that may be a verb,
// last in its stretch, after a determiner and a noun, is the plural head of that noun phrase; the
// tagger's verb reading would split "Include the breakdown and the renewal dates" in two. Near
// miss: "and the printer broke down" (the verb is not last, and has no noun reading).
// The index of such a trailing noun in `tokens`, or -1: read once per stretch, not once per token.
function trailingNounAt(tokens: readonly Token[]): number {
  const words = tokens.filter(isWord);
  const last = words.at(-1);
  if (!last || !hasTag(last, 'MaybeVerb')) return -1;
  const before = words.slice(0, -1);
  const nounPhrase = hasTag(before.at(-1), 'Noun') && before.some((word) => hasTag(word, 'Determiner'));
  return nounPhrase ? tokens.indexOf(last) : -1;
}
const hasVerb = (tokens: readonly Token[]) => {
  const noun = trailingNounAt(tokens);
  return tokens.some(
    (token, index) =>
      hasTag(token, 'Verb') &&
      !hasTag(token, 'Auxiliary') &&
      (token.text !== '' || hasTag(token, 'Copula')) &&
      index !== noun,
  );
};

// Adverbs that may stand before a clause's first word ("and just answer the question"). "And then"
// joins steps of one request, so it doesn't split.
// "and now there's a penalty": a new clause starts after "now" too.
const CLAUSE_ADVERBS = new Set(['just', 'please', 'simply', 'kindly', 'honestly', 'frankly', 'now']);
const QUESTION_AUXILIARIES = new Set([
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'is',
  'are',
  'am',
  'was',
  'were',
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
]);
const QUESTION_LEADS = new Set(['so', 'and', 'but', 'or', 'oh', 'well', 'also', 'then']);

// A clause in question form: a question word, or a helper verb before its subject ("are you
// coming", "did they call"). In "Stop that and answer me: are you coming?" only the last one asks.
export function opensQuestion(tokens: readonly Token[]): boolean {
  let at = 0;
  while (QUESTION_LEADS.has(tokens[at]?.normal ?? '')) at++;
  return questionFormAt(tokens, at, ['Pronoun', 'Noun', 'Determiner']);
}

// A question word at `at`, or a helper verb there whose subject (past a "not") has one of
// `subjectTags`.
function questionFormAt(tokens: readonly Token[], at: number, subjectTags: readonly string[]): boolean {
  const first = tokens[at];
  if (!first) return false;
  if (hasTag(first, 'QuestionWord') && !QUESTION_AUXILIARIES.has(first.normal)) return true;
  if (!QUESTION_AUXILIARIES.has(first.normal)) return false;
  const subject = hasTag(tokens[at + 1], 'Negative') ? tokens[at + 2] : tokens[at + 1];
  return subjectTags.some((tag) => hasTag(subject, tag));
}

// The words after `at` begin a clause of their own: a subject and a verb, or an imperative verb.
function startsClause(tokens: readonly Token[], from: number): boolean {
  let at = from;
  while (CLAUSE_ADVERBS.has(tokens[at]?.normal ?? '') && tokens[at + 1]) at++;
  const first = tokens[at];
  if (!first) return false;
  // "are you coming", "did they call": a helper verb before a subject pronoun ("do a follow-up
  // letter" is an order, so a noun after the helper isn't enough here).
  if (questionFormAt(tokens, at, ['Pronoun'])) return true;
  if (hasTag(first, 'Imperative') || (hasTag(first, 'Infinitive') && !hasTag(first, 'Noun'))) return true;
  if (first.normal === 'do' || first.normal === 'please' || first.normal === "don't") return true;
  // "you're" is two tokens, the second an empty "are": any verb, auxiliaries included.
  if (SUBJECT_PRONOUNS.has(first.normal))
    return tokens.slice(at + 1, at + 3).some((token) => hasTag(token, 'Verb'));
  // A noun phrase ("the delivery truck") straight followed by its verb ("arrives").
  let index = at;
  while (
    index < at + 4 &&
    ['Determiner', 'Adjective', 'Noun', 'Possessive'].some((tag) => hasTag(tokens[index], tag))
  ) {
    if (/[,;:]/.test(tokens[index]?.post ?? '')) return false;
    index++;
  }
  const verb = tokens[index];
  // "April right away": a singular noun takes "arrives", not a bare "right".
  const agrees =
    hasTag(tokens[index - 1], 'Plural') || !hasTag(verb, 'Infinitive') || hasTag(verb, 'Auxiliary');
  return index > at && hasTag(verb, 'Verb') && agrees;
}

// "come and get me", "go and ask her", "try and finish it": one action in two verbs.
const SERIAL_VERBS = new Set(['come', 'go', 'try', 'hurry', 'run', 'pop']);
function isSerialVerb(current: readonly Token[], conjunction: Token): boolean {
  const words = current.filter((token) => !CLAUSE_ADVERBS.has(token.normal) && isWord(token));
  return conjunction.normal === 'and' && words.length === 1 && SERIAL_VERBS.has(words[0]?.normal ?? '');
}

// Rule "joined-order": "Send me the file and shut your mouth", "… and put it back": after an
// order, "and" and a verb in its base form start a second order, even where the tagger reads a
// past tense ("shut", "put"). "Buy bread and cooked ham" joins a thing, not an order.
const opensWithOrder = (tokens: readonly Token[]) => {
  const first = tokens.find((token) => isWord(token) && !CLAUSE_ADVERBS.has(token.normal));
  return hasTag(first, 'Imperative') || (hasTag(first, 'Infinitive') && !hasTag(first, 'Noun'));
};
function joinsOrder(current: readonly Token[], tokens: readonly Token[], from: number): boolean {
  let at = from;
  while (CLAUSE_ADVERBS.has(tokens[at]?.normal ?? '') && tokens[at + 1]) at++;
  const verb = tokens[at];
  if (!verb || !hasTag(verb, 'Verb') || hasTag(verb, 'Gerund') || hasTag(verb, 'Auxiliary')) return false;
  return opensWithOrder(current) && lemmaOf(verb) === verb.normal;
}

// "Wonderful, so you ignored my text": one or two words of praise closed off by a comma open the
// sentence as a clause of their own, so the clause after them is read apart (message-model.ts
// reads the opener beside it: rule "mock-praise-opener").
const praiseOpener = (current: readonly Token[], token: Token) =>
  current.length <= 2 &&
  /,\s*$/.test(token.post) &&
  current.every((word) => isWord(word) && scoreOfWord(word.normal) > 0);

// Rule "condition-ends-at-new-subject": "If the rent isn't in by Monday I'm calling my lawyer":
// written without its comma, a condition still ends where a new subject pronoun and its verb
// begin, once the condition has its own verb, so the outcome is read (and judged) apart. Near
// misses: "If you think I'm wrong" (a verb before the pronoun: what is thought), "If you know what
// I mean" (a question word before it), "If I'm late" (the condition's own subject).
const OUTCOME_SUBJECT = /^(?:i|we|they|he|she|you|it|there)(?:'m|'re|'ll|'ve|'d|'s)?$/;
const NOT_BEFORE_OUTCOME = new Set([
  'that',
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'and',
  'or',
  'but',
  'if',
]);
// Rule "next-time-is-when": "Next time I catch anyone printing their own stuff it goes to HR":
// "next time" before a subject of its own opens a condition as "when" does, so the outcome after
// it is read apart and the writer's "catch" is not taken for the step they will take. Near miss:
// "Next time I'm calling the council" has no second subject: the writer's step is the outcome.
const opensNextTime = (current: readonly Token[]) => {
  const words = current.filter(isWord).map((token) => token.normal);
  return words[0] === 'next' && words[1] === 'time' && OUTCOME_SUBJECT.test(words[2] ?? '');
};
function endsCondition(tokens: readonly Token[], current: readonly Token[], index: number): boolean {
  const opens = CONDITION_STARTS.has(current.find(isWord)?.normal ?? '') || opensNextTime(current);
  if (!opens || !hasVerb(current)) return false;
  const token = tokens[index] as Token;
  const before = current.at(-1);
  if (!OUTCOME_SUBJECT.test(token.normal) || !before) return false;
  if (hasTag(before, 'Verb') || NOT_BEFORE_OUTCOME.has(before.normal) || /[,;:]\s*$/.test(before.post))
    return false;
  // Rule "there-to-do": "If you're not there to let him in, …": "there" and an infinitive ("to
  // let") are the place of the condition, not the subject of its outcome. Near miss: "If it rains
  // there will be no picnic" (a finite verb after "there").
  if (tokens[index + 1]?.normal === 'to') return false;
  return tokens.slice(index + 1, index + 3).some((other) => hasTag(other, 'Verb'));
}

const COURTESIES = new Set(['please', 'pls', 'plz', 'thanks', 'thx', 'sorry']);

export function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  // "Not that you'd care, but the car needs an MOT": a jab before the message stays with the
  // clause it prefaces, which loses it (realise), rather than standing as a clause of its own.
  const jabEnd = jabPrefaceLength(tokens);
  // "…, you idiot": a put-down name closing the sentence is a clause of its own (vocative-closer.ts).
  const closerAt = vocativeCloserAt(tokens);
  // "fuck it , i 'm voting greens": an expletive opener is a clause of its own (curse-tail.ts).
  const openerEnd = curseOpenerEnd(tokens);
  tokens.forEach((token, index) => {
    const rest = tokens.slice(index);
    // Inside the jab, no break: it stays with what it prefaces.
    const inJab = jabEnd > 0 && index < jabEnd;
    const isConjunction = CLAUSE_CONJUNCTIONS.has(token.normal) && current.length > 0;
    // "… but congrats I guess": the shrug is a clause of its own (grudging-praise.ts).
    const shrugAfter = isConjunction && hasVerb(current) && isGrudgingPraise(tokens, index);
    const breakBefore =
      shrugAfter ||
      (!inJab &&
        isConjunction &&
        hasVerb(current) &&
        hasVerb(rest.slice(1)) &&
        (startsClause(tokens, index + 1) ||
          (token.normal === 'and' && joinsOrder(current, tokens, index + 1))) &&
        !isSerialVerb(current, token) &&
        !joinsSubjects(tokens, index));
    if (breakBefore || endsCondition(tokens, current, index) || (index === closerAt && current.length > 0)) {
      clauses.push(current);
      current = [];
    }
    current.push(token);
    const previous = current;
    const tail = rest.slice(1);
    // ", no exceptions", ", no more excuses": a closing "no" and a plural, "more" between at most.
    const noMore = tail[1]?.normal === 'more' ? 1 : 0;
    const emphaticTail =
      /,\s*$/.test(token.post) &&
      tail.length === 2 + noMore &&
      tail[0]?.normal === 'no' &&
      hasTag(tail[1 + noMore], 'Plural');
    // "You useless idiot, the client got the draft": rule "insult-vocative-opener" (put-down-labels.ts).
    const putDownOpener =
      /,\s*$/.test(token.post) && opensWithPutDown(previous) && startsClause(tokens, index + 1);
    const punctuationBreak =
      !inJab &&
      (emphaticTail ||
        putDownOpener ||
        (/[,;:]\s*$|\s[-–—]\s*$/.test(token.post) &&
          (hasVerb(previous) || praiseOpener(previous, token)) &&
          hasVerb(rest.slice(1)) &&
          (startsClause(tokens, index + 1) ||
            // "Wonderful, so you …": the clause after a praise opener may start with its "so".
            (praiseOpener(previous, token) &&
              ['so', 'and'].includes(tokens[index + 1]?.normal ?? '') &&
              startsClause(tokens, index + 2)) ||
            (/:\s*$/.test(token.post) && opensQuestion(tokens.slice(index + 1)))) &&
          isWord(token)));
    // Rule "emoji-ends-clause": "u never reply 🙄 r u coming sat": in a text, an emoji between two
    // clauses is their full stop. Near miss: "Great job 🎉" (nothing after it to split off).
    // An eye-roll ends what it turns round even with no verb before it ("great job on the deck 🙄").
    const emojiBreak =
      !inJab &&
      hasTag(token, 'Emoji') &&
      (hasVerb(previous) || hasTag(token, 'TurningFace')) &&
      hasVerb(rest.slice(1));
    // Rule "interjection-ends-clause": "ur so annoying omg just tell me if ur coming": in a text an
    // interjection between two clauses, each with its verb, is their full stop, as an emoji is.
    // Near misses: "omg you're here" (nothing before it) and "I'm so sorry omg" (nothing after).
    // (Not a courtesy, "please", nor a swear word, which stresses what it stands in.)
    const interjectionBreak =
      !inJab &&
      isWord(token) &&
      hasTag(token, 'Expression') &&
      !COURTESIES.has(token.normal) &&
      !isSwearWord(token) &&
      rest.slice(1).filter(isWord).length >= 2 &&
      current.length > 1 &&
      hasVerb(previous.slice(0, -1)) &&
      hasVerb(rest.slice(1)) &&
      startsClause(tokens, index + 1);
    if (punctuationBreak || emojiBreak || interjectionBreak || index === openerEnd) {
      clauses.push(current);
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current);
  return clauses;
}
