// Turning commands and demands into gentle asks: "Send me X right away" becomes "Could you send me X?".

// 'you': could you …; 'we': could we …; 'have': could I have …; 'please': an already polite request.
export type AskForm = 'you' | 'we' | 'have' | 'please';
export interface Ask {
  readonly form: AskForm;
  // A verb phrase ("send me the invoice numbers"), or a noun phrase for 'have'.
  readonly action: string;
  // "If you need a badge": said before the ask.
  readonly condition?: string;
}

const IMPERATIVE_VERBS = new Set(
  (
    'add answer approve arrange ask attach book bring buy call cancel change check clean come confirm ' +
    'contact coordinate copy create delete document email e-mail explain fax fill find finish fix follow ' +
    'forward get give grab help hold include join keep leave let lock look mail make meet move note notify ' +
    'pass pay pick plan prepare print provide put quantify read remember remind remove renew reply resend ' +
    'respond resubmit return review run schedule see send set share sign sort start submit take talk tell ' +
    'think try update upload use verify write circulate distribute bear feel introduce pull drop ' +
    'handle deal redo double-check'
  ).split(' '),
);

const PARTICIPLE_BASES: Record<string, string> = {
  sent: 'send',
  paid: 'pay',
  done: 'do',
  told: 'tell',
  given: 'give',
  made: 'make',
  written: 'write',
  read: 'read',
  got: 'get',
  gotten: 'get',
  taken: 'take',
  brought: 'bring',
  left: 'leave',
  put: 'put',
  run: 'run',
  seen: 'see',
  come: 'come',
  gone: 'go',
  spoken: 'speak',
  let: 'let',
  set: 'set',
  had: 'have',
  been: 'be',
  bought: 'buy',
  found: 'find',
  kept: 'keep',
  thought: 'think',
};

// Regular stems that lost a silent "e" before "-ed": "updated" → "update", "shared" → "share".
const SILENT_E_STEM =
  /(?:[^aeiou]at|[^aeiou]ar|ov|ul|et|rg|ang|^us|[^aeiou]us|ot|id|ud|[^aeiou]ur|iv|iz|ir|ic|os|[^aeiou]as)$/;

// "signed" → "sign", "replied" → "reply", "updated" → "update", "submitted" → "submit".
export function baseForm(verb: string): string {
  const lower = verb.toLowerCase();
  const known = PARTICIPLE_BASES[lower];
  if (known) return known;
  if (!lower.endsWith('ed')) return lower;
  if (lower.endsWith('ied')) return `${lower.slice(0, -3)}y`;
  if (/([bdgmnprt])\1ed$/.test(lower)) return lower.slice(0, -3);
  const stem = lower.slice(0, -2);
  return SILENT_E_STEM.test(stem) ? `${stem}e` : stem;
}

const LEADING_CONNECTORS = /^(?:also|and|so|then|ok|okay|anyway|but|yes|oh|well|hi|hey|just),?\s+/i;

export function stripConnectors(text: string): string {
  let stripped = text;
  while (LEADING_CONNECTORS.test(stripped)) stripped = stripped.replace(LEADING_CONNECTORS, '');
  return stripped;
}

const dropEnd = (text: string) => text.replace(/[.?!,;:\s]+$/, '').trim();

// Structural patterns, tried in order on a clause that is already free of greetings.
const ASK_PATTERNS: readonly (readonly [RegExp, (match: RegExpMatchArray) => Ask])[] = [
  [/^why (?:haven't|didn't|don't|won't) you (\w+)(.*)$/i, (m) => you(`${baseForm(m[1] ?? '')}${m[2]}`)],
  [/^(?:you )?still haven't (\w+)(.*)$/i, (m) => you(`${baseForm(m[1] ?? '')}${m[2]}`)],
  [/^you (?:still )?haven't (\w+)(.*)$/i, (m) => you(`${baseForm(m[1] ?? '')}${m[2]}`)],
  [
    /^you should have (\w+)(.*?)(?: earlier)?$/i,
    (m) => you(`${baseForm(m[1] ?? '')}${m[2]} earlier next time`),
  ],
  [/^you (?:still )?owe me (?:for )?(.+)$/i, (m) => you(`pay me back for ${m[1]}`)],
  [/^(?:i'?m )?still waiting (?:on|for) (.+)$/i, (m) => you(`share ${m[1]}`)],
  [
    /^why (?:is|are) (the [\w' ]+?|your [\w' ]+?) (?:always|never|still|so|not)\b.*$/i,
    (m) => we(`talk about ${m[1]}`),
  ],
  [/^(?:please )?(?:could|can|would|will) you (?:please )?(.+)$/i, (m) => you(m[1] ?? '')],
  [
    /^(?:you|u) (?:really )?(?:need to|must|have to|should|ought to|gotta|got to)\s+(?!have\b)(.+)$/i,
    (m) => you(m[1] ?? ''),
  ],
  [/^we (?:really )?(?:need to|must|have to|should|ought to)\s+(.+)$/i, (m) => we(m[1] ?? '')],
  [/^we need (a|an|some|the) (.+)$/i, (m) => we(`have ${m[1]} ${m[2]}`)],
  [/^i need you to (.+)$/i, (m) => you(m[1] ?? '')],
  [
    /^i(?:'d| would) (?:really )?(?:like|love|appreciate it if) you (?:to |could )?(.+)$/i,
    (m) => you(m[1] ?? ''),
  ],
  [/^i need (?!to\b)(.+)$/i, (m) => ({ form: 'have', action: m[1] ?? '' })],
  [/^(?:please )?(?:don't|do not) forget to (.+)$/i, (m) => you(`remember to ${m[1]}`)],
  [/^stop forgetting to (.+)$/i, (m) => you(`remember to ${m[1]}`)],
  [/^let's (.+)$/i, (m) => we(m[1] ?? '')],
  [/^please (?!don't|do not)(.+)$/i, (m) => ({ form: 'please', action: m[1] ?? '' })],
  // "Feel free to buzz me" is an offer, said as one: "Please feel free to buzz me."
  [/^(feel free to .+)$/i, (m) => ({ form: 'please', action: m[1] ?? '' })],
];

const SELF_PLAN =
  /^let (?:me|us) (?:try|see|check|think|look|find out|get back|take|do|go|handle|explain|be|start|catch|work|send|ask|call|confirm|make sure|follow up|add|clarify|recap|walk|forward|introduce)\b/i;
// "let me know and I will book it": the writer's own promise follows the question, not inside it.
const PROMISE = /^(.+?),?\s+and (?:then )?(I|we)(?:'ll| will) (.+)$/i;

function you(action: string): Ask {
  return { form: 'you', action };
}
function we(action: string): Ask {
  return { form: 'we', action };
}

export function detectAsk(clause: string): Ask | undefined {
  const text = dropEnd(stripConnectors(clause));
  for (const [pattern, build] of ASK_PATTERNS) {
    const match = text.match(pattern);
    if (match) return { ...build(match), action: dropEnd(build(match).action) };
  }
  const firstWord = text.split(/\s+/)[0]?.toLowerCase() ?? '';
  // "Let me try to catch up" is the writer's own plan; only "let me know" asks the reader.
  if (SELF_PLAN.test(text)) return undefined;
  if (IMPERATIVE_VERBS.has(firstWord) && !text.endsWith('?')) return you(text);
  return undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

// The ask as one polite question: "Could you send me the numbers?"
export function askAsQuestion(ask: Ask): string {
  const question = plainQuestion(ask);
  if (!ask.condition) return question;
  return `${ask.condition.replace(/[.,]+$/, '')}, ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
}

function plainQuestion(ask: Ask): string {
  const promise = ask.form === 'please' ? undefined : ask.action.match(PROMISE);
  if (promise?.[1] && promise[2] && promise[3]) {
    const question = plainQuestion({ form: ask.form, action: promise[1] });
    return `${question} Then ${promise[2] === 'I' ? 'I' : 'we'}'ll ${promise[3]}.`;
  }
  const action = lowerFirst(ask.action);
  switch (ask.form) {
    case 'you':
      return `Could you ${action}?`;
    case 'we':
      return `Could we ${action}?`;
    case 'have':
      return `Could I have ${action}?`;
    case 'please':
      return `Please ${action}.`;
  }
}

// The ask as a list item: "Send me the numbers".
export function askAsItem(ask: Ask): string {
  const item = ask.form === 'we' ? `let's ${lowerFirst(ask.action)}` : ask.action;
  return capitalise(ask.condition ? `${ask.condition.replace(/[.,]+$/, '')}: ${lowerFirst(item)}` : item);
}
