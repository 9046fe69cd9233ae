import { hasTag, lemmaOf, type Token, withText } from '../parse/tokens.ts';
import { REPROACH_MARKERS } from '../understand/cue-words.ts';
import { likenessAt } from '../understand/likeness-verdict.ts';
import { lastNounPhrase } from '../understand/noun-phrases.ts';

// When a blaming sentence goes ("You forgot the client call AGAIN."), the "it" in the ask after it
// ("Reschedule it with Maya") would point at nothing; it takes the noun phrase instead.

// A noun right after "one" makes it a number ("the first one day"); one in brackets is an aside.
const nounFollows = (next: Token | undefined) =>
  next !== undefined && (hasTag(next, 'Noun') || hasTag(next, 'Adjective')) && !/[([]/.test(next.pre);
const standsForNoun = (tokens: readonly Token[], index: number) =>
  tokens[index]?.normal === 'one' &&
  hasTag(tokens[index - 1], 'Adjective') &&
  !nounFollows(tokens[index + 1]);

// What a dropped clause leaves for the clauses after it to point at: its last noun phrase (for
// "it"), and the noun of its first phrase with an adjective ("the wrong file", for "the right one").
export interface Referent {
  // What "it" stands for, and what "them" stands for: "the client call" is no "them".
  readonly phrase: string | null;
  readonly pluralPhrase: string | null;
  readonly describedNoun: string | null;
  // The verbs of the dropped clause ("forgot", "renew"), as dictionary forms.
  readonly verbs: ReadonlySet<string>;
}

function describedNoun(tokens: readonly Token[]): string | null {
  for (let index = 1; index < tokens.length; index++) {
    const noun = tokens[index] as Token;
    const described =
      hasTag(tokens[index - 1], 'Adjective') && !REPROACH_MARKERS.has(tokens[index - 1]?.normal ?? '');
    if (described && hasTag(noun, 'Noun') && !hasTag(noun, 'Pronoun') && !hasTag(noun, 'ProperNoun'))
      return noun.text.toLowerCase();
  }
  return null;
}

// Rule "complement-is-no-referent": "Your report is a mess again. The client wants it Friday": what
// follows "is" says what the subject is ("a mess"), so "it" stands for the subject, "your report",
// never "a mess". Near miss: "You forgot the cake" (no copula: the object is the referent).
function referentPart(tokens: readonly Token[]): readonly Token[] {
  const copula = tokens.findIndex((token) => hasTag(token, 'Copula'));
  if (copula <= 0) return tokens;
  const subject = tokens.slice(0, copula);
  const named = subject.some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'));
  return named ? subject : tokens;
}

// "Your room looks like a bomb hit it. Clean it": a likeness is a verdict on the thing before it,
// as "is" is, with no action of its own ("hit" is in the picture).
export function referentOf(tokens: readonly Token[]): Referent {
  const likeness = likenessAt(tokens);
  const part = likeness > 0 ? tokens.slice(0, likeness) : referentPart(tokens);
  const acting =
    likeness > 0 ? [] : tokens.filter((token) => hasTag(token, 'Verb') && !hasTag(token, 'Copula'));
  return {
    phrase: lastNounPhrase(part, 'singular'),
    pluralPhrase: lastNounPhrase(part, 'plural'),
    describedNoun: describedNoun(tokens),
    verbs: new Set(acting.map(lemmaOf)),
  };
}

// Rule "same-action antecedent": "it" takes the dropped clause's noun only when the ask does to it
// what that clause did ("renew … Renew it", "book … rebook it"). "You lost the deposit. Book it."
// is not about booking a deposit: the writer's own "it" stays rather than a wrong guess. A verdict
// with no action ("Your draft was dreadful. Trim it") is only about its thing.
const sameAction = (tokens: readonly Token[], referent: Referent) => {
  const verb = tokens.find((token) => hasTag(token, 'Verb'));
  if (referent.verbs.size === 0) return true;
  if (!verb) return false;
  const lemma = lemmaOf(verb);
  return [lemma, lemma.replace(/^re/, ''), `re${lemma}`].some((form) => referent.verbs.has(form));
};

// Replaces the first object pronoun after the verb with the phrase, or a "one" after an adjective
// with the described noun.
// Rule "that-points-back": "You said you'd pay me back. I need that money on Friday": with the
// first sentence gone, "that money" points at nothing, while "the money" reads on its own.
const POINTING_BACK = new Set(['that', 'those']);
const pointsBack = (tokens: readonly Token[], index: number) =>
  POINTING_BACK.has(tokens[index]?.normal ?? '') &&
  hasTag(tokens[index + 1], 'Noun') &&
  !hasTag(tokens[index + 1], 'Pronoun') &&
  !hasTag(tokens[index + 1], 'Date');

export function resolvePronoun(tokens: readonly Token[], referent: Referent): Token[] {
  let done = false;
  return tokens.map((token, index) => {
    if (pointsBack(tokens, index)) return withText(token, /^\p{Lu}/u.test(token.text) ? 'The' : 'the');
    if (done) return token;
    if (referent.describedNoun && standsForNoun(tokens, index)) {
      done = true;
      return withText(token, referent.describedNoun);
    }
    // "Talk to IT": in capitals "IT" is the department as often as a shouted "it"; never guessed.
    const capitals = token.text.length > 1 && token.text === token.text.toUpperCase();
    const phrase = capitals ? undefined : { it: referent.phrase, them: referent.pluralPhrase }[token.normal];
    if (index === 0 || index > 2 || phrase === undefined || !sameAction(tokens, referent)) return token;
    done = true;
    return phrase === null ? token : withText(token, phrase);
  });
}

// Rule "subject-it-after-drop": "I'm so sick of chasing you for the rent. It was due on the 1st."
// With the venting gone, the kept "It was due" names nothing; it takes the dropped clause's thing:
// "The rent was due on the 1st." Near misses, where "it" stands for no thing and stays: a time or
// date after it ("It's Thursday", "It's 5pm"), what it stands for told later ("It's not hard to
// reply", "It seems that …"), and weather or a subject told by its own verb ("It's raining").
const RAISING_VERBS = new Set(['seem', 'seems', 'seemed', 'look', 'looks', 'appear', 'appears', 'turns']);
const TELLS_LATER = new Set(['to', 'that', 'if', 'whether', 'when', 'how', 'like']);
// A thing named with its determiner ("the rent") or its own name ("Sam's Bakery"); a lone "here"
// or "that" names nothing.
const namesThing = (phrase: string | null): phrase is string =>
  phrase !== null && (/\s/.test(phrase) || /^\p{Lu}/u.test(phrase));

export function resolveSubjectIt(tokens: readonly Token[], referent: Referent): Token[] {
  const first = tokens[0];
  if (!namesThing(referent.phrase)) return [...tokens];
  if (first?.normal !== 'it') return resolveObjectIt(tokens, referent);
  const verb = tokens[1];
  if (!verb || !hasTag(verb, 'Verb') || RAISING_VERBS.has(verb.normal) || hasTag(verb, 'Gerund'))
    return [...tokens];
  // "It's" is the pronoun and an empty copula token; the word after it says what "it" is.
  const after = tokens.slice(2).find((token) => token.text !== '' && !hasTag(token, 'Negative'));
  if (!after || ['Date', 'Time', 'Value'].some((tag) => hasTag(after, tag)) || hasTag(after, 'Gerund'))
    return [...tokens];
  // Rule "whose-turn-it-is": "It's your week on the rota", "It's my turn to cook": a possessive
  // after the copula tells whose turn or time it is, an "it" that stands for no thing. Near miss:
  // "It's broken" says what the thing is, and takes it.
  if (hasTag(verb, 'Copula') && hasTag(after, 'Possessive')) return [...tokens];
  if (tokens.some((token) => TELLS_LATER.has(token.normal))) return [...tokens];
  const phrase = (referent.phrase as string).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  // "It's" holds the copula in an empty token after it: spelled out, "The rent is …".
  const contracted = first.text.length > 2 && verb.text === '';
  const spelled = contracted ? { ...verb, text: verb.normal } : verb;
  return [{ ...withText(first, phrase), post: contracted ? ' ' : first.post }, spelled, ...tokens.slice(2)];
}

// Rule "object-it-after-drop": "No offence but your presentation was boring. Can we cut it to 10
// slides?": with the verdict gone, "cut it" takes its thing ("cut the presentation"), when the
// kept clause does to it what the dropped one did, or the dropped one did nothing (same-action
// antecedent). Near miss: "You lost the deposit. Can we book it?" keeps its own "it".
export function resolveObjectIt(tokens: readonly Token[], referent: Referent): Token[] {
  const at = tokens.findIndex(
    (token, index) =>
      token.text === 'it' &&
      index > 0 &&
      hasTag(tokens[index - 1], 'Verb') &&
      !hasTag(tokens[index - 1], 'Copula'),
  );
  if (at < 0 || !namesThing(referent.phrase) || !sameAction(tokens, referent)) return [...tokens];
  return tokens.map((token, index) => (index === at ? withText(token, referent.phrase as string) : token));
}
