import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { PERSON_NOUNS } from '../understand/person-nouns.ts';
import { learnedWord } from './learned-lexicon.ts';
import { learnedAfter } from './learned-phrases.ts';
import { deniedObject, possessedThing, subjectStandIn } from './noun-slots.ts';
import { nounReplacement } from './noun-stand-in.ts';
import {
  ARTICLES,
  DEGREE_WORDS,
  describedAfterArticle,
  endsAt,
  fitsAs,
  headFollows,
  isNounish,
  isPlural,
  startsTime,
  stressesNext,
  verbOfSubject,
} from './phrase-around.ts';
import {
  ADDRESSED,
  COPULAS,
  type DetoxEdit,
  type DetoxRule,
  endsPhrase,
  isCopula,
  OBJECT_PRONOUNS,
  OWNER_AS_OBJECT,
  PERSON,
  wordOf,
} from './word-shapes.ts';

// One toxic word fixed by its kind (word-edits.ts lists the kinds): what stands around it says
// whether it goes, stands in for a noun slot, or becomes the learned word for it, so that no
// deletion leaves a hole.

const THIS_THAT = new Set(['this', 'that']);
// People deleted these words in at least three uses of four (learned).
const MOSTLY_DELETED = 0.75;
// Words before a noun slot: compromise often misreads the insult after them ("you moron" as a verb).
const NOUN_BEFORE = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'your',
  'ur',
  'my',
  'his',
  'her',
  'their',
  'our',
  'such',
  'of',
  'you',
  'u',
  'some',
]);
// Stand-ins for one of something, which need a word before them to be a noun phrase.
const SINGLE_STAND_INS = new Set(['thing', 'person', 'girl', 'guy', 'man', 'woman', 'one']);
// Objects that make a toxic verb a curse and nothing else: "fuck you", "screw that".
const CURSED_OBJECTS = new Set([
  'you',
  'u',
  'ya',
  'him',
  'her',
  'them',
  'it',
  'that',
  'this',
  'off',
  'yourself',
  'yourselves',
  'me',
  'em',
]);

// Rule "stress-goes-with-stand-in": "a complete moron" -> "a person", never "a complete person":
// a word that only stresses the insult (no valence of its own, and people deleted it in at least a
// third of its uses in ParaDetox: "complete", "total", "absolute", "utter") says nothing of a plain
// stand-in, and goes with the insult. Near misses: "a corrupt scumbag" -> "a corrupt person"
// (AFINN scores "corrupt": it says something) and "the new guy" (no insult).
const STRESS_DELETED = 0.35;
function stressesOnly(token: Token | undefined): boolean {
  if (!token || !hasTag(token, 'Adjective') || scoreOfWord(token.normal) !== 0) return false;
  return (learnedWord(wordOf(token))?.deleteRate ?? 0) >= STRESS_DELETED;
}

// `before`: the word before, skipping toxic words that go ("is fucking ridiculous": "is").
// `nextToxic`: the word after goes too ("are fucking scum"), so this one only stressed it.
// Rule "simile-goes-whole": "I waited for an hour like an idiot", "standing outside like a
// muppet": a person-insult in a likeness only says how someone looked; its stand-in ("like a
// person") is nonsense, so the likeness goes whole and the sentence reads on ("I waited for an
// hour."). Near misses: "he is an idiot" (no "like": the noun keeps its slot) and "like a total
// pro" (no insult).
function simileStart(tokens: readonly Token[], index: number): number {
  let at = index - 1;
  while (at > 0 && hasTag(tokens[at], 'Adjective')) at--;
  const article = ['a', 'an'].includes(tokens[at]?.normal ?? '');
  return article && tokens[at - 1]?.normal === 'like' ? at - 1 : -1;
}

// Rule "linking-verb-keeps-its-adjective": "this is getting ridiculous", "the queue looks
// ridiculous", "it seems pointless": after a linking verb other than "be" the adjective is the
// predicate, and deleting it sent "this is getting." It keeps its slot as after "is". Near misses:
// "get fucked" (no adjective: a curse, handled as any other word) and "looks fucking great" (the
// toxic word is a modifier, handled above).
const LINKING_VERBS = new Set([
  'get',
  'become',
  'seem',
  'look',
  'sound',
  'feel',
  'grow',
  'turn',
  'stay',
  'remain',
]);
const linksToAdjective = (before: Token | undefined, token: Token) =>
  before !== undefined && LINKING_VERBS.has(lemmaOf(before)) && hasTag(token, 'Adjective');

export function fixWord(
  tokens: readonly Token[],
  index: number,
  score: number,
  previous: number,
  nextToxic = false,
): DetoxEdit {
  const token = tokens[index] as Token;
  const before = tokens[previous];
  const next = tokens[index + 1];
  const word = wordOf(token);
  const one = (text: string, rule: DetoxRule): DetoxEdit => ({ from: index, to: index + 1, text, rule });
  const describesNext =
    !endsPhrase(token) &&
    !(isNounish(token) && isPlural(token)) &&
    !hasTag(next, 'Adverb') &&
    // "the refs were shit last night": a time after the word is not what it describes, unless an
    // adjective before makes the word its stress ("this gloomy ass day").
    (!hasTag(next, 'Date') || hasTag(before, 'Adjective')) &&
    (isNounish(next) || hasTag(next, 'Adjective')) &&
    // A comma typed as a word may be tagged an adjective; it describes nothing.
    /\p{L}/u.test(next?.text ?? '') &&
    !startsTime(tokens, index + 1);
  const modifierForm =
    hasTag(token, 'Adjective') || hasTag(token, 'Adverb') || hasTag(token, 'Gerund') || /ing$|in$/.test(word);
  if (modifierForm && describesNext) return one('', 'modifier');
  // Rule "stress-before-insult": "are fucking scum" -> "are bad", never "are bad bad": an
  // intensifier before another toxic word goes, and the word it stressed is fixed on its own.
  if (modifierForm && nextToxic && !endsPhrase(token)) return one('', 'modifier');
  // Rule "stress-after-copula": "is fucking failing", "are fucking haters", "to be fucking amazing",
  // "'s fucking really bad": after a linking verb, a stressing word (an adverb, an -ing form)
  // followed by another word of the predicate only stresses it; people deleted it, and the
  // stand-in "bad" made "is bad failing". "who youre fucking with": an -ing verb before its
  // preposition goes the same way ("who youre with", as people wrote). Near misses: "he 's shit
  // anyway" ("shit" is the predicate, no stressing form) and "this is fucking ." (nothing follows).
  const verbBeforePreposition = /ing$|in$/.test(word) && hasTag(next, 'Preposition') && !endsPhrase(token);
  if (
    modifierForm &&
    isCopula(before) &&
    previous === index - 1 &&
    (stressesNext(tokens, index) || verbBeforePreposition)
  )
    return one('', 'modifier');
  // Rule "degree-asks-a-quality": "how dumb do they think we are", "we are really stupid or lazy":
  // after a word of degree, an adjective is what is said; deleting it leaves "how do they think".
  // Rule "adverb-keeps-its-adjective": "the attempt is totally ridiculous ." lost its adjective and
  // was sent as "is totally .": an adverb between a linking verb and the adjective stresses it, so
  // the adjective is the predicate and keeps its slot. Near miss: "that gig was fucking great"
  // (the toxic word is the adverb, handled above).
  const stressedPredicate =
    hasTag(before, 'Adverb') && previous === index - 1 && isCopula(tokens[previous - 1]);
  const degree = (DEGREE_WORDS.has(wordOf(before)) || stressedPredicate) && hasTag(token, 'Adjective');
  if ((isCopula(before) || degree || linksToAdjective(before, token)) && !describesNext) {
    const learned = learnedAfter(wordOf(before), word) ?? learnedWord(word)?.replacement;
    return one(fitsAs(learned, 'Adjective') ? learned : 'bad', 'predicate');
  }
  // "fuck you", "screw that": a curse whose object is only a pronoun goes whole.
  const object = wordOf(next);
  if (
    (hasTag(token, 'Verb') || hasTag(token, 'MaybeVerb') || hasTag(token, 'Expression')) &&
    CURSED_OBJECTS.has(object) &&
    endsAt(tokens, index + 1) &&
    !COPULAS.has(wordOf(before))
  )
    return { from: index, to: index + 2, text: '', rule: 'other' };
  // Rule "exclamation-before-answer": "fuck no !", "fuck yeah", "53 fuck yeah": before an answer or
  // interjection ("no", "yeah", "lol") the toxic word is only an exclamation, with no slot for a
  // stand-in ("thing no"); it goes. Near miss: "give a fuck lol" has the article's slot to fill.
  const slotBefore = ['Determiner', 'Preposition', 'Possessive'].some((tag) => hasTag(before, tag));
  if (
    hasTag(next, 'Expression') &&
    /^\p{L}/u.test(next?.text ?? '') &&
    !slotBefore &&
    !COPULAS.has(wordOf(before))
  )
    return one('', 'other');
  // A noun's slot read from its neighbours (noun-slots.ts): "dnt mean shit", "shit gets bad".
  const nounish = isNounish(token) || hasTag(token, 'Expression');
  const readSlot = nounish
    ? (deniedObject(tokens, index, previous) ?? subjectStandIn(tokens, index, previous))
    : null;
  if (readSlot) return one(readSlot, 'noun-head');
  // "send the damn file": a word people nearly always just delete goes when a word follows it
  // in the same phrase (compromise may misread that word, "file" as a verb).
  const deleteRate = learnedWord(word)?.deleteRate ?? 0;
  const followed =
    !endsAt(tokens, index) &&
    (isNounish(next) || hasTag(next, 'MaybeVerb') || hasTag(next, 'Adjective')) &&
    !hasTag(next, 'Pronoun') &&
    !startsTime(tokens, index + 1);
  if (deleteRate >= MOSTLY_DELETED && followed && !hasTag(before, 'Preposition')) return one('', 'modifier');
  const asVerb = verbOfSubject(tokens, index, previous);
  if (asVerb) return one(asVerb, 'other');
  const nounSlot =
    isNounish(token) ||
    hasTag(token, 'Expression') ||
    (!hasTag(token, 'Adjective') && !hasTag(token, 'Adverb') && NOUN_BEFORE.has(wordOf(before))) ||
    (index === 0 && ADDRESSED.has(wordOf(next)));
  if (nounSlot) {
    // "you idiot", ", you idiots ." : the reader named with an insult.
    if (ADDRESSED.has(wordOf(before)) && endsAt(tokens, index))
      return { from: previous, to: index + 1, text: '', rule: 'address' };
    // "bitch you said ...", "... , moron .": an insult standing alone at a phrase edge.
    const alone =
      (previous < 0 || endsPhrase(before)) && (endsAt(tokens, index) || ADDRESSED.has(wordOf(next)));
    if (alone) return one('', 'address');
    if (describesNext) return one('', 'modifier');
    if (ARTICLES.has(wordOf(before)) && previous === index - 1 && headFollows(tokens, index))
      return one('', 'modifier');
    // Rule "body-for-person": "save his ass", "see yo ass on the station", "get your ass here":
    // where people rewrote the word as a pronoun ("you", "him"), the owner and the word together
    // are the person: "save him", "see you". Near misses: "a pain in the ass" has no owner, and
    // the writer's own ("kiss my ass") is a curse, never "kiss me".
    const owner = OWNER_AS_OBJECT[wordOf(before)];
    const asPerson = learnedWord(word)?.replacements.some((option) => OBJECT_PRONOUNS.has(option));
    if (owner && asPerson && previous === index - 1)
      return { from: previous, to: index + 1, text: owner, rule: 'noun-head' };
    // "this shit is annoying" -> "this is annoying".
    const replacement = nounReplacement(tokens, index, score);
    const aPerson =
      replacement === PERSON.one || replacement === PERSON.many || PERSON_NOUNS.has(replacement);
    // "clean up your shit": owned, and no person nor body, the word names their things.
    const owned = aPerson || asPerson ? null : possessedThing(tokens, index, previous);
    if (owned) return one(owned, 'noun-head');
    // Rule "insult-after-order": "shut up bitch !", "move it bitch": a person-insult closing its
    // phrase with no determiner, preposition or adjective to make a slot for it addresses the
    // reader, and goes. Near misses: "this bitch gonna be on the news", "my bitch got fans".
    const slotBefore =
      ['Determiner', 'Preposition', 'Possessive', 'Adjective', 'Conjunction'].some((tag) =>
        hasTag(before, tag),
      ) || describedAfterArticle(tokens, previous);
    if (aPerson && endsAt(tokens, index) && before !== undefined && !slotBefore) return one('', 'address');
    // Rule "this-stands-alone": "deal with this shit ." -> "deal with this .", "pull that shit in
    // person" -> "pull that in person", "carve that shit up": "this"/"that" is a pronoun on its
    // own, so wherever the toxic noun after it describes nothing (a word it describes made it a
    // modifier above), it goes and "this"/"that" is the thing, as people rewrote it ("that thing
    // in person" kept a stand-in people didn't write). Near miss: "this bitch" names a person.
    if (THIS_THAT.has(wordOf(before)) && previous === index - 1 && !aPerson) return one('', 'noun-head');
    // "shit, I forgot" is an exclamation; "full of shit" is a noun slot.
    const slot = hasTag(before, 'Preposition') || hasTag(before, 'Determiner') || hasTag(before, 'Verb');
    if (hasTag(token, 'Expression') && !hasTag(token, 'Noun') && !slot) return one('', 'other');
    // Rule "exclamation-not-a-noun": "fuck but i told him", ", shit i 'm out", "fck that how was
    // your weekend": at a clause's start or after a comma, with a pronoun or a joining word next,
    // the toxic word is an exclamation, not a noun; a stand-in there ("Thing but i told him") is
    // no English, and people deleted it. Near misses: "shit gets bad" (a verb follows: a subject,
    // read above), "full of shit" (a preposition before), "take shit from anybody" (mid-clause).
    const exclaims =
      (previous < 0 || endsPhrase(before) || !/\p{L}/u.test(before?.text ?? '')) &&
      !endsPhrase(token) &&
      ['Pronoun', 'Conjunction'].some((tag) => hasTag(next, tag)) &&
      SINGLE_STAND_INS.has(replacement);
    if (exclaims) return one('', 'other');
    if (stressesOnly(tokens[index - 1]) && previous === index - 1 && SINGLE_STAND_INS.has(replacement))
      return { from: index - 1, to: index + 1, text: replacement, rule: 'noun-head' };
    const simile = simileStart(tokens, index);
    if (aPerson && simile >= 0) return { from: simile, to: index + 1, text: '', rule: 'noun-head' };
    return one(replacement, 'noun-head');
  }
  // A verb takes only what people wrote after the same word ("fucked up" -> "messed up").
  const learned = learnedAfter(wordOf(before), word);
  if (hasTag(token, 'Verb') && fitsAs(learned, 'Verb')) return one(learned, 'other');
  return one('', 'other');
}
