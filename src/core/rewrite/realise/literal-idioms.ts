import nlp from 'compromise';
import { capitalise } from './tasks/types.ts';

// Idioms a literal reader (the neurodivergent-client persona) may take at their word, and what
// they mean. An idiom that opens on a verb keeps the writer's tense and person: compromise
// conjugates both verbs, so "dropped the ball" is "missed it" and "don't drop the ball" is "don't
// miss it" ("don't missed it" was what one fixed replacement made of it).

// [verb, what follows it (a regex source), the plain verb, what follows that].
const VERB_IDIOMS: readonly (readonly [string, string, string, string])[] = [
  ['touch', 'base', 'talk', ''],
  // "Let's circle back once …" means talking again, not returning somewhere ("come back").
  ['circle', 'back', 'talk', 'again'],
  ['drop', 'the ball', 'miss', 'it'],
  ['get', 'the ball rolling', 'start', ''],
  ['hit', 'the ground running', 'start', 'quickly'],
  ['ping', 'me', 'message', 'me'],
  // "reach out to Sam" is "contact Sam"; in "reaching out to ask" the "to" opens the next verb.
  ['reach', 'out to(?= (?:[A-Z]|(?:me|us|him|her|them|the|your|my|our|a|an)\\b))', 'contact', ''],
  ['reach', 'out', 'get', 'in touch'],
  ['hop', 'on a call', 'have', 'a call'],
  ['move', 'the needle', 'make', 'a difference'],
  ['play', 'it by ear', 'decide', 'later'],
  ['give', '(?:me|us) a shout', 'tell', 'me'],
  ['keep', '(?:me|us) in the loop', 'keep', 'me informed'],
  // Work talk a literal reader takes at its word (issue 22's own-words check of the persona).
  ['take', 'a stab at', 'attempt', ''],
  ['move', 'the goal ?posts', 'change', 'the requirements'],
  ['think', 'outside the box', 'think', 'of new ideas'],
  ['drop', '(?:me|us) a (?:line|note)', 'write', 'to me'],
  ['sit', 'tight', 'wait', ''],
  // "knock out the migration" is finishing it; "was knocked out" (by flu) has no object after it.
  ['knock', 'out(?= (?:the|this|that|these|those|a|an|my|your|our)\\b)', 'finish', ''],
  ['sweat', 'the small stuff', 'worry', 'about small details'],
];

const NOUN_IDIOMS: readonly [RegExp, string][] = [
  [/\bon the same page\b/gi, 'in agreement'],
  // Rule "heads-up-opener": "Just a heads up, we start Monday" only announces what follows; said
  // literally it goes ("Just advance notice, …" reads oddly). Near miss: "thanks for the heads-up"
  // is no opener and is not taken out.
  [/^(?:just )?(?:a )?(?:quick )?heads[- ]up\s*[,:–—-]\s*/gi, ''],
  [/\ba heads[- ]up\b/gi, 'advance notice'],
  [/\bin the loop\b/gi, 'informed'],
  [/\bball ?park\b/gi, 'rough'],
  // Rule "idiom-takes-its-article": an idiom said as "a …" whose plain words are an adjective
  // takes its "a" with it ("it's a piece of cake" is "it's easy", never "it's a easy"); one whose
  // plain words are a noun keeps an article that fits ("a no-brainer" is "an easy decision").
  // Near miss: "piece of cake" with no article is replaced alone.
  [/\b(?:a )?piece of cake\b/gi, 'easy'],
  [/\ba no-brainer\b/gi, 'an easy decision'],
  [/\bon your plate\b/gi, 'on your list'],
  [/\bon the fence\b/gi, 'undecided'],
  [/\bbandwidth\b/gi, 'time'],
  [/\bat the end of the day\b/gi, 'in the end'],
  [/\bsooner rather than later\b/gi, 'soon'],
  [/\bby the book\b/gi, 'following the rules'],
  [/\bup in the air\b/gi, 'not decided yet'],
  [/\bunder the weather\b/gi, 'ill'],
  [/\braining cats and dogs\b/gi, 'raining heavily'],
  [/\bonce in a blue moon\b/gi, 'rarely'],
  [/\bthe ball is in your court\b/gi, 'the next step is yours'],
  [/\bcut corners\b/gi, 'skip steps'],
  [/\bno-brainer\b/gi, 'easy decision'],
  [/\bEOD\b/g, 'the end of the day'],
  [/\bCOB\b/g, 'the end of the working day'],
  [/\bASAP\b/g, 'as soon as possible'],
  [/\bno big deal\b/gi, 'fine'],
  [/\bin the pipeline\b/gi, 'in progress'],
];

type VerbForms = Partial<
  Record<'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle', string>
>;
const FORMS = ['Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'Participle'] as const;

type Conjugator = { verbs(): { conjugate(): VerbForms[] } };
const formsOf = (verb: string): VerbForms =>
  (nlp(verb).tag('Verb') as unknown as Conjugator).verbs().conjugate()[0] ?? { Infinitive: verb };

// The verb as written at a sentence's start or inside it ("Reach out", "reach out"); the rest is
// matched as typed, so a name after "reach out to" keeps its capital.
const anyCaseFirst = (word: string) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`;

function conjugatedIdioms(): [RegExp, string][] {
  return VERB_IDIOMS.flatMap(([verb, tail, plainVerb, plainTail]) => {
    const forms = formsOf(verb);
    const plainForms = formsOf(plainVerb);
    return FORMS.flatMap((form) => {
      const written = forms[form];
      const plain = plainForms[form] ?? plainForms.PastTense ?? plainVerb;
      if (!written) return [];
      return [
        [new RegExp(`\\b${anyCaseFirst(written)}\\s+${tail}\\b`, 'g'), `${plain} ${plainTail}`.trim()] as [
          RegExp,
          string,
        ],
      ];
    });
  });
}

// Verb idioms first, so "keep me in the loop" wins over "in the loop".
// Conjugated on first use, not when the engine loads: only the neurodivergent-client persona needs
// them, and the browser engine's start-up is on the path to the first rewrite.
let literalIdioms: readonly [RegExp, string][] | null = null;
const idioms = () => {
  literalIdioms ??= [...conjugatedIdioms(), ...NOUN_IDIOMS];
  return literalIdioms;
};

// The text with each idiom in plain words, capitalised where the idiom was (an acronym like "EOD"
// is not a capital); each idiom replaced is added to `found`.
export function literalWording(text: string, found: string[] = []): string {
  let result = text;
  for (const [pattern, plain] of idioms())
    result = result.replace(pattern, (match) => {
      found.push(match);
      return /^\p{Lu}/u.test(match) && !/^[A-Z]{2,}$/.test(match) ? capitalise(plain) : plain;
    });
  // An opener that went leaves the sentence to start with a capital, as it did.
  return /^\p{Lu}/u.test(text) ? capitalise(result) : result;
}
