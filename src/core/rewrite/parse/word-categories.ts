// The project's word categories: kinds of words compromise has no tag for, one list each (issue 21
// item 7: cue words become tags, one list per word category, not a private set in every rule).
// Each token gets the tag of every category its word is in as it is made (tokens.ts), beside
// compromise's own tags, and a rule asks hasTag(token, 'Laughable'). compromise's lexicon is left
// as it is: nlp.addWords would replace a word's own tags ("joke" would stop being a Noun), and every
// other rule reads those.
//
// `form` says which form of the word a category lists: `normal`, the word as read ("deleted");
// `lemma`, its dictionary form ("started" is "start"); `text`, as typed (an emoji).

type Form = 'normal' | 'lemma' | 'text';

interface WordCategory {
  readonly form: Form;
  readonly words: readonly string[];
}

export const WORD_CATEGORIES = {
  // Nouns for something laughable ("You're a joke", "This council is a circus"): as the whole
  // predicate of a person or a body they mock it, though AFINN scores "joke" for its funny sense.
  Laughable: { form: 'normal', words: ['joke', 'farce', 'circus', 'clown', 'shambles', 'laughingstock'] },
  // Verbs that take a number or a code as their object ("Call 07700 900123", "Pay 40", "Use
  // SAVE10"): after any other word a bare code is labelled ("Account 55102934."), not ordered.
  TakesNumber: {
    form: 'normal',
    words: [
      'call',
      'ring',
      'phone',
      'text',
      'dial',
      'pay',
      'transfer',
      'quote',
      'use',
      'enter',
      'type',
      'email',
      'message',
    ],
  },
  // Verbs that start a formal process ("begin eviction proceedings", "take legal action"): with a
  // proceeding after them, the writer carries the matter to a body with power over the reader.
  StartingVerb: {
    form: 'lemma',
    words: [
      'begin',
      'start',
      'take',
      'launch',
      'issue',
      'open',
      'file',
      'raise',
      'pursue',
      'initiate',
      'commence',
    ],
  },
  // Formal processes a writer can start against the reader ("a lawsuit", "a chargeback").
  Proceeding: {
    form: 'normal',
    words: ['proceedings', 'process', 'lawsuit', 'chargeback', 'dispute', 'action', 'claim', 'complaint'],
  },
  // Words for the matter itself ("take this matter to the regulator"): carried to someone, it is
  // escalated, where a thing carried ("the keys") is an errand.
  MatterNoun: {
    form: 'normal',
    words: ['matter', 'issue', 'case', 'complaint', 'problem', 'situation', 'dispute', 'debt'],
  },
  // How the reader is, or whether they are free ("Are you ok?", "Are you around?"): a yes/no
  // question about it asks after them, never a verdict.
  StateCheck: {
    form: 'normal',
    words: ['ok', 'okay', 'alright', 'well', 'around', 'home', 'back', 'awake', 'free', 'available', 'there'],
  },
  // Times said from today that a question may ask about ("Are you free now?", "coming later?"):
  // compromise tags them a Date only sometimes ("tonight" is a Noun, "now" a Conjunction).
  TimeAdverb: { form: 'normal', words: ['now', 'today', 'tonight', 'tomorrow', 'later', 'soon'] },
  // What the reader did to a thing, unnamed ("Whatever you changed in the config …"): the act is
  // the news, told as "the changes".
  ActingVerb: { form: 'normal', words: ['did', 'changed', 'added', 'put', 'touched', 'deleted', 'moved'] },
  // Beings thought unable ("A toddler could have filled in this form"): doing it with ease says
  // the reader can't, an insult with no insulting word.
  ThoughtUnable: { form: 'normal', words: ['toddler', 'child', 'kid', 'baby', 'monkey', 'chimp'] },
  // People not yet expected to know much ("I'd expect an intern to check that"): the bar set by
  // someone thought new at it. Read as the dictionary form, so "interns" and "children" are in it.
  Novice: {
    form: 'lemma',
    words: ['intern', 'trainee', 'beginner', 'newbie', 'student', 'apprentice', 'junior', 'child', 'kid'],
  },
  // Verbs that carry a matter on to whoever is named next ("escalate to Priya", "report it", "sue",
  // "file for eviction", "file a complaint"):
  // a consequence the writer states, not harm they threaten.
  CarryingOnVerb: { form: 'lemma', words: ['escalate', 'report', 'sue', 'file'] },
  // Words for the writer's patience used up ("I'm out of patience", "wearing thin", "losing my
  // patience"): anger said politely.
  RunsOut: {
    form: 'normal',
    words: ['out', 'lost', 'losing', 'lose', 'thin', 'running', 'ran', 'run', 'short'],
  },
  // Standing a person may be raised to ("too important to reply", "too good to load the
  // dishwasher"): raised too high for a plain task, the reader is mocked; "too busy" is a reason.
  RaisedStanding: {
    form: 'normal',
    words: ['important', 'good', 'grand', 'special', 'superior', 'posh', 'clever', 'smart', 'cool'],
  },
  // Words that give an ask up after "or" ("Fix it or forget it", "or never mind", "or whatever"):
  // what follows is no second way to do what is asked.
  GivingUp: { form: 'normal', words: ['forget', 'bother', 'never', 'whatever', 'else', 'leave'] },
  // Verbs of keeping pace or attending ("try to keep up", "try to pay attention"): told to try
  // them with nothing named, the reader is called slow.
  Attending: {
    form: 'normal',
    words: ['keep', 'pay', 'listen', 'listening', 'focus', 'concentrate', 'follow'],
  },
  // Stress words ("really", "so", "actually"): they add force to the word beside them and say
  // nothing of their own, so a rule reads past them ("Please actually look", "I just love", "worked
  // so hard", "Much appreciated, really", "So typical").
  Stress: {
    form: 'normal',
    words: [
      'actually',
      'seriously',
      'literally',
      'really',
      'truly',
      'very',
      'so',
      'much',
      'greatly',
      'just',
      'totally',
      'absolutely',
      'incredibly',
      'super',
      'extra',
    ],
  },
  // Faces that roll their eyes or turn away ("🙄", "🤦"): after a statement they mock it.
  TurningFace: { form: 'text', words: ['🙄', '🙃', '😒', '😑', '🤦', '🤦‍♀️', '🤦‍♂️', '😤'] },
} as const satisfies Record<string, WordCategory>;

export type WordCategoryTag = keyof typeof WORD_CATEGORIES;

// Each form's words, with the categories each is in.
const byForm = new Map<Form, Map<string, WordCategoryTag[]>>();
for (const [tag, { form, words }] of Object.entries(WORD_CATEGORIES) as [WordCategoryTag, WordCategory][]) {
  const index = byForm.get(form) ?? new Map<string, WordCategoryTag[]>();
  byForm.set(form, index);
  for (const word of words) index.set(word, [...(index.get(word) ?? []), tag]);
}

const NONE: readonly WordCategoryTag[] = [];
const inForm = (form: Form, word: string) => byForm.get(form)?.get(word) ?? NONE;

// The categories of a word, from its forms as tokens.ts reads them.
export function categoriesOf(normal: string, lemma: string, text: string): readonly WordCategoryTag[] {
  const [asRead, asLemma, asTyped] = [inForm('normal', normal), inForm('lemma', lemma), inForm('text', text)];
  // Most words are in none: no array is made for them.
  if (asRead === NONE && asLemma === NONE && asTyped === NONE) return NONE;
  return [...asRead, ...asLemma, ...asTyped];
}
