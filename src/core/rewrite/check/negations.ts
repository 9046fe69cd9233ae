import { scoreOfWord } from '../understand/clause-facts.ts';
import { leavesOutcomeUnsaid, REPEATS, WARNING_OUTCOMES } from '../understand/dare-warnings.ts';
import { type ReadSentence, type ReadVerb, verbStem } from './read-clauses.ts';

// "Do not deploy" must never come back as "deploy". A negated verb of a main clause is lost when
// the rewrite uses the same verb in a sentence with no negation left in it. A rewrite that drops
// the verb altogether is not this check's business (the ask check and the reader decide).

// Negations a rewrite may turn around or drop: "don't be late" → "please be on time", "don't
// worry", "don't hesitate", "don't bother coming" (a jab, not an instruction).
const FREE_TO_REPHRASE = new Set(['be', 'bother', 'worry', 'hesitate', 'mind', 'need']);

// A sentence still says "not" when it has a negation or a word that keeps the same limit
// ("can only release once…", "hold off on merging", "wait until…").
export const NEGATION_CUE =
  /\b(?:not|never|no|nothing|none|nobody|only|avoid|hold off|holding off|skip|refrain|without|instead|rather than|stop|unable|cannot|wait|keep \w+ out|leave \w+ out|off-limits)\b|n['’]t\b/i;

// "You still haven't signed the forms" may become "Could you sign the forms?": a state that was
// not done yet, turned into a request to do it, keeps the meaning.
const NOT_DONE_YET = /\b(?:have|has|had|did|was|were)(?:n['’]t| not)\b/i;
const REQUEST = /\b(?:can|could|would|will) you\b|\bplease\b/i;

export interface LostNegation {
  // The negated verb phrase of the original, as written ("Do NOT merge").
  readonly phrase: string;
}

const negatedVerbs = (sentences: readonly ReadSentence[]) =>
  sentences.flatMap((sentence) =>
    sentence.clauses
      .flatMap((clause) => clause.verbs)
      .filter(
        (verb) =>
          verb.isNegated &&
          !verb.isSubordinate &&
          !FREE_TO_REPHRASE.has(verb.infinitive.split(/\s+/)[0] ?? ''),
      ),
  );

// Rule "copula-keeps-its-complement": "is not" says nothing alone; what is denied is the word after
// it ("is not locked", "is not acceptable"). A rewrite sentence uses the same denial only when it
// says that word too; "is" alone (stemmed "i") matched the pronoun "I" of any sentence left, so a
// dropped "This is not acceptable." was warned about. Near miss: "The door is not locked" ->
// "The door is locked" still warns.
const COPULA = /^(?:is|are|was|were|am)\b/i;
const FILLERS = new Set(['a', 'an', 'the', 'that', 'so', 'very', 'really', 'at', 'all', 'even']);
function copulaComplement(verb: ReadVerb, sentences: readonly ReadSentence[]): string | null {
  if (!COPULA.test(verb.text)) return null;
  const sentence = sentences.find((candidate) => candidate.text.includes(verb.text));
  const after = sentence?.text.slice(sentence.text.indexOf(verb.text) + verb.text.length) ?? '';
  return (
    after
      .toLowerCase()
      .match(/[\p{L}'’]+/gu)
      ?.find((word) => !FILLERS.has(word)) ?? null
  );
}
const says = (sentence: ReadSentence, word: string) =>
  new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(sentence.text);

export function findLostNegations(
  original: readonly ReadSentence[],
  rewrite: readonly ReadSentence[],
): LostNegation[] {
  const lost: LostNegation[] = [];
  for (const verb of negatedVerbs(original)) {
    const complement = copulaComplement(verb, original);
    const using = rewrite.filter((sentence) =>
      complement ? says(sentence, complement) : sentence.stems.has(verbStem(verb)),
    );
    const isAskedFor = NOT_DONE_YET.test(verb.text) && using.some((sentence) => REQUEST.test(sentence.text));
    if (!isAskedFor && using.length > 0 && using.every((sentence) => !NEGATION_CUE.test(sentence.text))) {
      lost.push({ phrase: verb.text });
    }
  }
  return lost;
}

// "tell you not to leave it": a "not" a few words before the verb, outside its verb group.
const deniedInText = (sentences: readonly ReadSentence[], verbStemText: string) =>
  sentences.some((sentence) =>
    new RegExp(`(?:\\bnot|n['’]t|\\bnever)\\W+(?:\\w+\\W+){0,2}${verbStemText}`, 'i').test(sentence.text),
  );

// Rule "dare-turned-down": "Touch my bike again and you'll regret it" warns the reader off; the
// rewrite "Please don't touch my bike" says the same, so the "not" it adds is the dare's meaning.
// A dare repeats what happened ("again") or names a bad outcome (understand/dare-warnings.ts).
// Near miss: "Call me and we'll sort it out" offers; a "not" added to it is caught.
const DARE = /\band\s+(?:you|i|we)(?:['’]ll|\s+will|\s+shall|['’]m|\s+am)\b(.*)$/i;
function daredInText(sentences: readonly ReadSentence[], verbStemText: string): boolean {
  return sentences.some((sentence) => {
    const at = sentence.text.search(new RegExp(`\\b${verbStemText}`, 'i'));
    // "Keep it up and see what happens": the outcome left unsaid (rule "unsaid-outcome-dare").
    const and = at < 0 ? -1 : sentence.text.slice(at).search(/\band\s/i);
    const tail =
      and < 0
        ? []
        : (sentence.text
            .slice(at + and)
            .toLowerCase()
            .match(/[\p{L}']+/gu) ?? []);
    if (leavesOutcomeUnsaid(tail)) return true;
    const outcome = at < 0 ? null : sentence.text.slice(at).match(DARE);
    if (!outcome) return false;
    const order = sentence.text.slice(at, sentence.text.length - outcome[0].length);
    const words = (outcome[1] ?? '').toLowerCase().match(/[\p{L}']+/gu) ?? [];
    const bad = words.some((word) => WARNING_OUTCOMES.has(word) || scoreOfWord(word) < 0);
    return bad || REPEATS.test(order);
  });
}

// Rule "added-negation": "I can lend you the car" must not come back as "I can't lend you the car".
// A verb the original only ever uses without a negation is negated in a main clause of the rewrite.
export function findAddedNegations(
  original: readonly ReadSentence[],
  rewrite: readonly ReadSentence[],
): LostNegation[] {
  const verbsOf = (sentences: readonly ReadSentence[]) =>
    sentences.flatMap((sentence) => sentence.clauses.flatMap((clause) => clause.verbs));
  const before = verbsOf(original);
  const negatedBefore = new Set(before.filter((verb) => verb.isNegated).map(verbStem));
  const plainBefore = new Set(before.filter((verb) => !verb.isNegated).map(verbStem));
  return verbsOf(rewrite)
    .filter(
      (verb) =>
        verb.isNegated &&
        !verb.isSubordinate &&
        plainBefore.has(verbStem(verb)) &&
        !negatedBefore.has(verbStem(verb)) &&
        !deniedInText(original, verbStem(verb)) &&
        !daredInText(original, verbStem(verb)) &&
        !FREE_TO_REPHRASE.has(verb.infinitive.split(/\s+/)[0] ?? ''),
    )
    .map((verb) => ({ phrase: verb.text }));
}
