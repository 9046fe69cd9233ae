// Word- and phrase-level softening, as data: each rule swaps pressure, demanding, emotional, vague or
// negative wording (spec §5 word lists) for calm wording that keeps the meaning. Rules run in order,
// most specific first. Whatever survives is caught by the analysis suggestions in repair.ts.

type Replacement = string | ((match: string, ...groups: string[]) => string);

export const CALM_REPLACEMENTS: readonly (readonly [RegExp, Replacement])[] = [
  // Pressure (spec §5: asap, urgent, immediately, deadline, must, have to, need now, right away, …)
  [
    /\s*,?\s*\b(?:asap|a\.s\.a\.p\.?|as soon as possible|right away|right now|immediately|straight away|at once|without delay)\b/gi,
    '',
  ],
  // "for now" and "until now" keep their meaning; a trailing "now" is only pressure.
  [/(?<!\b(?:for|until|till|from|as of|by|just))\s+now(?=\s*[.!?:]*$|:)/gi, ''],
  [/\byou were supposed to\b/gi, 'the plan was to'],
  // A promise quoted back at the reader is blame; the plan it names is the fact worth keeping.
  [/\byou (?:said|told me|promised|agreed)(?: that)? you(?:'d| would)\b/gi, 'the plan was to'],
  [/\byou promised to\b/gi, 'the plan was to'],
  [/\bdid you (?:ever|even)\b/gi, 'did you get a chance to'],
  [/\b(do|did|does|are|is|can|could) (we|you|they|i) even\b/gi, '$1 $2'],
  [/,?\s*not vague (?:stuff|details|things)(?: like this)?/gi, ''],
  // The verb only: "this deal with 536977" is a trade, not a chore.
  [
    /(?<!\b(?:this|the|a|that|our|your|his|her|their|any|each|new|big|good|great|same)\s)\bdeal with\b/gi,
    'handle',
  ],
  [/\bno later than\b/gi, 'by'],
  [/\b(?:it's|it is) (?:mandatory|required|a must) to\b/gi, 'we need to'],
  [/(^|\band\s+|,\s*)the deadline is\b/gi, "$1it's due"],
  [/\b(?:the )?missed deadlines\b/gi, 'the recent timelines'],
  [/\bdeadline dates?\b/gi, 'due date'],
  [/\bdeadlines\b/gi, 'due dates'],
  [/\bdeadline\b/gi, 'due date'],
  [/\bneed now\b/gi, 'need soon'],
  [/\b(?:kind of |very |really |super )?(?:urgent|critical)\b/gi, 'important'],
  [/\bemergency\b/gi, 'priority'],
  [/\bmust have\b/gi, 'may have'],
  [/^must\b/gi, "we'd like to"],
  [/\b(everyone|everybody|each of you|all of you) must\b/gi, '$1 could'],
  [/\bwe must\b/gi, "we'd like to"],
  [/\b(?:you|we) must\b/gi, 'it would help to'],
  [/\bmust\b/gi, 'would ideally'],
  [/\ball you need to know\b/gi, 'the key points'],
  [/\b(if|in case|when|whenever|once) you need to\b/gi, "$1 you'd like to"],
  [/\byou need to\b/gi, 'it would help to'],
  [/\byou have to\b/gi, 'it would help to'],
  [/\bhave to\b/gi, 'need to'],
  [/\byou should\b/gi, 'you might'],
  [/,?\s*\bmandatory attendance\b,?/gi, ''],
  [/\b(?:mandatory|required)\b/gi, 'needed'],
  [/,?\s+or (?:else )?(?:we|you|they|i)(?:'ll| will)? lose (the|our|your) /gi, ' so we keep $1 '],
  [/,?\s+or (?:else )?the (\w+) goes down\b/gi, ' so the $1 stays up'],
  [/\bthe fine is already\b/gi, 'the fine so far is'],
  [/,?\s*\bno (?:excuses|exceptions|arguments)\b/gi, ''],
  [/^not (?:answering|checking|reading) (?:anything|messages|emails|e-mails|my phone|slack)\b/gi, 'offline'],
  [/^back (?=\S)/gi, "I'll be back "],
  [/^i asked you (\w+) times (?:for|about) /gi, "I've sent $1 notes about "],
  [/^you promised (them|these|those) /gi, 'they were planned for '],
  [/^you promised (it|this|that) /gi, 'it was planned for '],
  [/\b(\d+ (?:minutes|mins|hours)) late\b/gi, '$1 past the start time'],
  [/\bwe're already\b/gi, "we're"],
  [/\bmade no sense\b/gi, "wasn't clear to me"],
  [/\b(?:is|was) (?:a (?:complete |total )?mess|a disaster)\b/gi, 'needs some attention'],
  [/^come prepared$/gi, 'bring any questions or notes'],
  // Emotional (spec §5: disappointed, frustrated, annoyed, upset, angry, concerned, worried)
  [
    /^i'?m (?:\w+ )?(?:upset|frustrated|annoyed|angry|hurt) that you (thought|felt|believed|assumed)\b/gi,
    'I understand you $1',
  ],
  [
    /^(?:honestly,? )?i'?m (?:really |so |very |a bit |kind of )?(?:frustrated|disappointed|upset|annoyed|angry|worried|concerned) that\b/gi,
    'I noticed that',
  ],
  [
    /\b(is|are|was|were) (?:really |so |very |getting )?(?:upset|angry|annoyed|frustrated)(?: (?:about|with|at))?(\s*[.!]*$)?/gi,
    (_match, verb: string, end?: string) => `${verb} asking about${end === undefined ? '' : ' it'}`,
  ],
  [
    /\bi'?m (?:so |really |very |a bit |kind of |just )?(?:frustrated|disappointed|upset|annoyed|angry|worried|concerned)\b(?! that)[.!]?/gi,
    '',
  ],
  [/\bas far as (.+?) is concerned\b/gi, 'as far as $1 goes'],
  [/\bconcerned (individuals|people|parties)\b/gi, 'interested $1'],
  [/\bget (?:too |so )?frustrated\b/gi, 'get discouraged'],
  [/\b(?:concerned|worried)\b/gi, 'wondering'],
  // Vague and negative words
  [/\bthings that went wrong\b/gi, 'points to improve'],
  [/\bwhat went wrong\b/gi, 'what we can improve'],
  [/\bwent wrong\b/gi, 'could go better'],
  [/\bwrong (figures|numbers|data|totals?|amounts?|dates?)\b/gi, '$1 that need a second look'],
  [/\b(?:failed|failing)\b/gi, "didn't go through"],
  [/\bmistakes\b/gi, 'mix-ups'],
  [/\bmistake\b/gi, 'mix-up'],
  [/\berrors\b/gi, 'mix-ups'],
  [/\berror\b/gi, 'mix-up'],
  [/\bno problem\b/gi, 'no worries'],
  [/\b(?:the|this|that) (?:problem|issue|situation)\b/gi, 'this'],
  // "let me know if that is a problem for you" → "…if that is tricky for you".
  [
    /\b(is|was|be|are|were) (?:a |an )?(?:big |real |major |serious |small |minor )?(?:problem|issue)s?\b/gi,
    '$1 tricky',
  ],
  [/\b(?:problems|issues)\b/gi, 'hiccups'],
  [/\b(?:problem|issue)\b/gi, 'hiccup'],
  [/\bbehind us\b/gi, 'in the past'],
  [/\b(?:behind schedule|behind)\b/gi, 'catching up'],
  [/\b(you|i|we|they|he|she) (are|am|was|were|be) (?:running )?late\b/gi, '$1 $2 later than planned'],
  [/\b(is|are|was|were|be) (?:running )?late\b/gi, '$1 still outstanding'],
  [/\blate\b/gi, 'later than planned'],
  [/\bthings\b/gi, 'items'],
  [/\bstuff\b/gi, 'details'],
  [/\bsituation\b/gi, 'matter'],
  [/\b(?:this|that) is the \w+ time (this week|today|this month)\b/gi, 'this has come up a few times $1'],
  [/^it's not safe\b/gi, 'it matters for our safety'],
  [/\b(?:an )?explanation for\b/gi, 'your view on'],
  [/\bwhat am i supposed to do\b/gi, 'what would you like me to do'],
  [/\bwhat you want\b/gi, "what you'd like"],
  [/\bto discuss your performance\b/gi, 'to check in on how work is going'],
  [/\bwhy (?:the )?(\w+) slipped\b/gi, 'the $1 timeline'],
  // Heat: shouting, blame intensifiers and exclamation marks
  [/(?<![-\w])(?:AGAIN|ALWAYS|NEVER|EVER|STILL)(?![-\w])\s*/g, ''],
  [
    /(?<![-\w])(?:TODAY|TOMORROW|TONIGHT|NOW|PLEASE|STOP|ALL|EVERYONE|NOBODY|ANYONE|REALLY|VERY|NOT|DONE|YET|NEED|TWO|THREE|FOUR|FIVE|TEN|ONCE|TWICE)(?![-\w])/g,
    (word: string) => word.toLowerCase(),
  ],
  [/\s+again\b/gi, ''],
  [/\b(?:completely|totally|seriously|honestly|literally)\s+/gi, ''],
  [/^just\s+/gi, ''],
  [/!+$/g, '.'],
  // The swaps above can leave the wrong article: "an issue" → "an hiccup", "a critical" → "a important".
  [/\b(a)n (?=(?:hiccups?|mix-ups?)\b)/gi, '$1 '],
  [/\b(a) (?=important\b)/gi, '$1n '],
  // A sentence cut off after its joiner ("let me know and", "…and I'll") ends before it.
  [/,?\s+(?:and|or|but|so)(?:\s+(?:I|we)(?:'ll| will))?\s*[.!]*$/gi, ''],
];

export function calmDown(text: string): string {
  let calm = text;
  for (const [pattern, replacement] of CALM_REPLACEMENTS) {
    calm =
      typeof replacement === 'string'
        ? calm.replace(pattern, replacement)
        : calm.replace(pattern, replacement);
  }
  return calm
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:?!])/g, '$1')
    .trim();
}
