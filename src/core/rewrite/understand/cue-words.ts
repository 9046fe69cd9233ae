// Discourse cues the parser has no tag for. They are kinds of words (markers of reproach, sarcasm,
// escalation), not the topics of any message, so a new message's hostility is found by the parse
// and the sentiment lexicon around them, not by listing its words here.

// Reproach markers that can go without breaking the sentence ("you forgot AGAIN" -> "you forgot").
export const REMOVABLE_REPROACH = new Set([
  'again',
  'even',
  'once',
  'seriously',
  'honestly',
  'literally',
  'finally',
  'constantly',
  'repeatedly',
  'still',
  'whatsoever',
  'actually',
]);

// Words that turn a statement about the reader into a reproach ("you forgot AGAIN").
export const REPROACH_MARKERS = new Set([
  'again',
  'always',
  'never',
  'still',
  'even',
  'once',
  'seriously',
  'honestly',
  'literally',
  'supposed',
  'constantly',
  'repeatedly',
  'ever',
  'finally',
  'whatsoever',
  'actually',
]);

// "every single month": the emphatic "single" makes a habit a reproach; it can go ("every month").
export const EMPHATIC_EVERY = 'single';

// Markers that make praise ironic ("great job, as usual", "thanks for finally replying").
export const IRONY_MARKERS = [
  'oh great',
  'just great',
  'oh wonderful',
  'oh perfect',
  'just what i needed',
  'thanks a lot for that',
  'as usual',
  'for once',
  'finally',
  'for nothing',
  'obviously',
  'clearly',
  'genius',
  'wow',
  'as always',
  'how nice',
  'way to go',
  'funny how',
];

// Interjections that open a mock or an exclamation and say nothing themselves ("Oh, well done,
// you broke it", "Wow, thanks SO much"): read past them to the praise or the event.
export const EXCLAIMING = new Set(['oh', 'wow', 'well', 'ah', 'gee']);

// Words that open a thanks for an act ("Thanks for 'tidying' my desk", "Appreciate you leaving me
// to close up"): what follows is what the reader is thanked for, and may be a mocked failure.
export const THANKING = new Set(['thanks', 'thank', 'cheers', 'appreciate']);

// Times said from today, which compromise tags a Date only sometimes ("tonight" is a Noun).
export const NEAR_TIMES = ['now', 'today', 'tonight', 'tomorrow'] as const;

// Sweeping subjects that turn a complaint into venting ("nobody ever replies").
// One token each: "no one", two tokens, is read where the subject is looked for (venting.ts).
export const SWEEPING_SUBJECTS = new Set(['nobody', 'everyone', 'everybody', 'noone', 'none']);
export const SWEEPING_ADVERBS = new Set(['ever', 'always', 'never', 'constantly']);

// A condition that a threat hangs on ("If the report isn't here by 9, there will be consequences").
export const CONDITION_STARTS = new Set(['if', 'unless']);
// What a vague threat promises, and the nouns that leave it vague ("things will get ugly").
export const THREAT_OUTCOMES = new Set(['consequences', 'repercussions', 'trouble', 'regret', 'sorry']);
export const GENERIC_OUTCOME_NOUNS = new Set(['things', 'it', 'this', 'that', 'there']);

// The writer's own state, which a reader can help with or make allowances for: never venting.
// ("I'm sick of waiting" is still fed up: see FED_UP_WORDS.)
export const WRITER_STATES = new Set([
  'confused',
  'unsure',
  'uncertain',
  'stuck',
  'lost',
  'puzzled',
  'exhausted',
  'tired',
  'ill',
  'sick',
  'unwell',
  'injured',
  'hurt',
]);

// Orders that scold the reader's character rather than ask for a task ("Get your act together",
// "Grow up"). They ask for nothing a person could do by a time, so they go like an insult.
export const SCOLDING_ORDERS: readonly (readonly string[])[] = [
  ['get', 'your', 'act', 'together'],
  ['pull', 'yourself', 'together'],
  ['get', 'a', 'grip'],
  ['grow', 'up'],
  ['man', 'up'],
  ['get', 'over', 'it'],
  ['deal', 'with', 'it'],
  ['wake', 'up', 'your', 'ideas'],
  ['use', 'your', 'head'],
  ['use', 'your', 'brain'],
  ['get', 'out', 'of', 'the', 'way'],
  ['get', 'out', 'of', 'my', 'way'],
  ['get', 'a', 'life'],
  ['get', 'a', 'clue'],
  ['get', 'real'],
  ['give', 'it', 'a', 'rest'],
];

// Adverbs that judge what the reader did or knows ("which you clearly didn't read", "Since you
// obviously forgot:"): in an aside about the reader they make it a reproach.
export const JUDGING_ADVERBS = new Set(['clearly', 'obviously', 'apparently', 'evidently']);

// Openers that comment on the message instead of saying it ("For the last time,", "Let me be
// clear:", "No offence, but"): they brace the reader for a reproach. What follows them stays.
export const HEDGE_OPENERS: readonly (readonly string[])[] = [
  ['for', 'the', 'last', 'time'],
  ['for', 'the', 'hundredth', 'time'],
  ['once', 'and', 'for', 'all'],
  ['let', 'me', 'be', 'clear'],
  ['let', 'me', 'make', 'this', 'clear'],
  ['to', 'be', 'clear'],
  ['correct', 'me', 'if', 'i', 'am', 'wrong'],
  ['no', 'offense'],
  ['no', 'offence'],
  ['with', 'all', 'due', 'respect'],
  ['not', 'to', 'be', 'rude'],
  ['not', 'being', 'funny'],
  ['i', 'hate', 'to', 'say', 'it'],
  ['i', 'am', 'warning', 'you'],
  ['just', 'so', 'we', 'are', 'clear'],
];

// How hard a task is: "It's not rocket science", "How hard can it be?" belittle the reader who
// found it hard.
// "that hard", "so difficult": how hard, measured against the reader.
export const EASE_MEASURES = new Set(['that', 'so']);

export const DIFFICULTY_WORDS = new Set([
  'hard',
  'difficult',
  'complicated',
  'complex',
  'tricky',
  'rocket',
  'brain',
]);
// "Do I have to do everything myself?": the writer as the only one who does anything.
export const ALL_ALONE_WORDS = new Set(['everything', 'all', 'myself', 'only']);

// Closers that only insist ("I mean it.", "End of discussion."): the message already said it.
export const INSISTING_CLOSERS: readonly (readonly string[])[] = [
  ['i', 'mean', 'it'],
  ['i', 'am', 'serious'],
  ['i', 'am', 'not', 'joking'],
  ['i', 'am', 'not', 'kidding'],
  ['end', 'of', 'discussion'],
  ['end', 'of', 'story'],
  ['period'],
  ['full', 'stop'],
  ['no', 'arguments'],
  ['no', 'ifs', 'or', 'buts'],
  ['no', 'exceptions'],
  ['it', 'is', 'not', 'optional'],
  ['this', 'is', 'not', 'optional'],
  ['not', 'up', 'for', 'debate'],
  ['non', 'negotiable'],
  ['not', 'negotiable'],
  ['this', 'is', 'not', 'negotiable'],
];

// Exclamations that plead or curse in passing ("Please, for the love of god, stop ...").
export const EXCLAMATION_PHRASES: readonly (readonly string[])[] = [
  ['for', 'the', 'love', 'of', 'god'],
  ['for', 'god', 'sake'],
  ['for', 'heaven', 'sake'],
  ['for', 'pete', 'sake'],
  ['for', 'crying', 'out', 'loud'],
  ['good', 'grief'],
];

// Sounds of exasperation that say nothing else ("Ugh, the printer is jammed").
export const EXASPERATION = new Set([
  'ugh',
  'urgh',
  'argh',
  'sigh',
  'jeez',
  'geez',
  'ffs',
  'smh',
  'duh',
  'pfft',
]);

// Being fed up, after "I'm": "I'm done covering for you", "I'm sick of asking", "I'm fed up".
export const FED_UP_WORDS = new Set(['done', 'sick', 'tired', 'fed']);

// What the writer threatens to do ("I'll report you", "I will escalate this").
export const ESCALATION_VERBS = new Set([
  'report',
  'escalate',
  'chase',
  'remind',
  'warn',
  'fire',
  'sue',
  'ban',
  'tell',
]);

// Words that make a time expression a limit ("by 5pm", "ends tonight", "due on 7 August").
export const TIME_LIMIT_CUES = new Set([
  'by',
  'before',
  'until',
  'till',
  'due',
  'ends',
  'end',
  'closes',
  'close',
  'expires',
  'expire',
  'deadline',
  'latest',
  'tonight',
  'today',
  'within',
  'in',
  'arrives',
  'starts',
  'at',
]);

// Pressure adverbs that a request drops or replaces ("send it now").
export const PRESSURE_ADVERBS = new Set(['now', 'immediately', 'asap', 'straightaway']);

// Conjunctions that start a consequence ("... or the landlord gives the flat away").
export const CONSEQUENCE_STARTS = new Set(['or', 'otherwise', 'else']);

// Softeners a direct tone leaves out.
export const SOFTENERS = new Set(['just', 'maybe', 'perhaps', 'possibly', 'kindly']);

// Polite openers that already make a request.
export const REQUEST_MODALS = new Set(['can', 'could', 'would', 'will']);

// Degree complements that intensify a feeling word ("worried sick", "scared stiff", "bored to
// death"): they belong to the feeling, so a calmer feeling word goes without them.
export const DEGREE_COMPLEMENTS: readonly (readonly string[])[] = [
  ['sick'],
  ['stiff'],
  ['senseless'],
  ['silly'],
  ['to', 'death'],
  ['to', 'tears'],
  ['out', 'of', 'my', 'mind'],
  ['beyond', 'belief'],
];

// An opener that points at the reader's failure to read an earlier message ("Per my last email,",
// "As I said before,", "As previously mentioned,"): a comparison word, the writer or an earlier
// time, and a way of communicating. Its kinds of words, not its phrasings, are listed here.
export const OPENER_COMPARISONS = new Set(['as', 'per', 'like']);
export const EARLIER_MARKERS = new Set(['last', 'previous', 'earlier', 'already', 'before', 'previously']);
export const COMMUNICATION_WORDS = new Set([
  'say',
  'mention',
  'tell',
  'explain',
  'write',
  'state',
  'ask',
  'point',
  'remind',
  'note',
  'stress',
  'flag',
  'email',
  'message',
  'text',
  'mail',
]);

// Verbs of failing, which AFINN scores only mildly (-1, like "pay") or not at all ("lose").
export const FAILING_VERBS = new Set([
  'forget',
  'ignore',
  'neglect',
  'skip',
  'overlook',
  'lose',
  'miss',
  'fail',
  'break',
]);
