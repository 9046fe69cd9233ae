// Whole clauses that carry only blame, venting or pressure. They are dropped; any fact inside one is
// kept elsewhere by the meaning guard (repair.ts), so dropping never loses a date or a name.

export type DropReason = 'blame' | 'venting' | 'pressure';

export const DROP_RULES: readonly (readonly [RegExp, DropReason])[] = [
  [/\bwhat(?:'s| is) going on\b|\bdo you even\b|^hello\b.*\?$|^(?:seriously|come on|ugh|wow)\W*$/i, 'blame'],
  [/\byou(?:'re| are) (?:always|never|not listening|holding|overreacting|going off|ignoring)\b/i, 'blame'],
  [/\byou (?:always|never|keep (?!me\b))\b|\bstop (?!forgetting\b)\w+ing\b|\bhow many times\b/i, 'blame'],
  [
    /^(?:this is|that's|that is|it's|it is) (?:wrong|not (?:what i|ok|okay|acceptable|good)|a (?:mess|disaster|crisis|joke))\b/i,
    'blame',
  ],
  [
    /^stop(?: it| that| this)?[.!]*$|^be (?:specific|clear|there|on time)\b|^focus\b|\bnobody (?:reported|told|said|noticed|bothered)\b/i,
    'blame',
  ],
  [/\byou(?:'re| are) (?:still )?not ready\b|^hurry(?: up)?\b/i, 'pressure'],
  [/^this is (?:mandatory|required|compulsory|not optional)\b/i, 'pressure'],
  [
    /^(?:this|it|that)(?:'s| is) (?:so |really |very )?(?:frustrating|annoying|infuriating|ridiculous|exhausting|unacceptable)\b/i,
    'venting',
  ],
  [
    /^you (?:completely |totally )?(?:misunderstood|misread|got (?:it|this|that) (?:\w+ )?wrong)\b|\bit's a crisis\b/i,
    'blame',
  ],
  [
    /\bi(?:'ve)? already (?:said|told you|asked)\b|\beveryone else\b|\bhr is aware\b|\bi look bad\b/i,
    'blame',
  ],
  [/\bfull of (?:mistakes|errors)\b|\bwe(?:'re| are) (?:behind|late)\b|\bharsh and unhelpful\b/i, 'blame'],
  [/\bshould have known\b|\bwe (?:need|have) to do better\b|\bnot good enough\b/i, 'blame'],
  [
    /\b(?:no exceptions|drop everything|figure it out|deal with it|don't be late|get it together)\b/i,
    'pressure',
  ],
  [
    /\bi can(?:'t|not) wait any longer\b|\bdon't (?:message|call|text|email|e-mail|contact|bother) me\b/i,
    'pressure',
  ],
  [/^no excuses\b|\bor else\b$/i, 'pressure'],
  [/\bi can(?:'t|not) do everything\b|\bi'm tired of\b|\bi'm sick of\b|\bnothing to give them\b/i, 'venting'],
  [
    /^(?:honestly,? )?(?:i'?m|i am) (?:really |so |very |a bit |kind of |just )?(?:frustrated|disappointed|upset|annoyed|angry|confused|stressed|tired|fed up|done|worried|concerned)\b(?! that)/i,
    'venting',
  ],
  [/\bmy head is pounding\b|\bi'?m out\.?$/i, 'venting'],
];

// Blaming fragments cut from the front of a clause that still says something useful.
export const BLAME_PREFIXES: readonly RegExp[] = [
  // "Look," and "Listen," only with their comma: "look at the slides" is an ask.
  /^(?:honestly|seriously|wow|ugh|come on),?\s+|^(?:look|listen),\s+/i,
  /^hurry(?: up)?(?:,|\s+and)\s+/i,
  /^i'?m (?:so |really )?confused,? and\s+/i,
  /^(?:that's|this is) not what i (?:said|meant|asked for)(?:\s+at all)?[,.;]?\s+(?!at all\b)(?=\S)/i,
];

export function findDropReason(clause: string): DropReason | undefined {
  for (const [pattern, reason] of DROP_RULES) if (pattern.test(clause)) return reason;
  return undefined;
}
