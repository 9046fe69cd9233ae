import { analyze } from '../analysis/analyze.ts';
import { hasFlexibleTiming } from '../analysis/bonuses.ts';
import type { Finding, Persona } from '../schemas.ts';
import type { MessagePlan } from './plan.ts';
import { keptFacts } from './repair.ts';

// The explanation says in plain words what changed and why, e.g. "Removed the pressure words 'ASAP'
// and 'critical' because urgency language can trigger anxiety; kept Thursday and 10am; …".

const MAX_LISTED_FACTS = 6;
const MAX_QUOTE_CHARS = 40;

// `words` reads "word 'ASAP'" or "phrases 'you need to' and 'you must'"; `they` is "it" or "they".
const WHY: Record<string, (words: string, they: string) => string> = {
  pressure: (words) => `removed the pressure ${words} because urgency language can trigger anxiety`,
  emotional: (words, they) => `took out the emotional ${words} because ${they} can feel like rejection`,
  demanding: (words) =>
    `turned the demanding ${words} into a request because demands leave no room to say what works`,
  vague: (words) => `replaced the vague ${words} with specific wording`,
  negative: (words) => `reworded the negative ${words} so nothing reads as blame`,
};

const PERSONA_NOTES: Partial<Record<Persona, string>> = {
  'manager-rsd': 'led with appreciation and left out anything that could read as criticism',
  'family-adhd': 'kept it warm and personal',
  'neurodivergent-client': 'kept the wording literal and explicit, without idioms',
};

export function listWords(words: readonly string[]): string {
  const quoted = words.map((word) => `'${word}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

function wordChanges(original: string): string[] {
  const byRule = new Map<string, string[]>();
  const findings = analyze(original).findings;
  // "must" inside "you must" is reported once, as the demanding phrase.
  const inside = (inner: Finding, outer: Finding) =>
    inner !== outer && outer.start <= inner.start && inner.end <= outer.end;
  for (const finding of findings.filter((candidate) => !findings.some((other) => inside(candidate, other)))) {
    const words = byRule.get(finding.ruleId) ?? [];
    if (!words.some((word) => word.toLowerCase() === finding.text.toLowerCase())) words.push(finding.text);
    byRule.set(finding.ruleId, words);
  }
  return [...byRule].flatMap(([ruleId, words]) => {
    const why = WHY[ruleId];
    const noun = words.some((word) => /\s/.test(word)) ? 'phrase' : 'word';
    const isPlural = words.length > 1;
    return why ? [why(`${noun}${isPlural ? 's' : ''} ${listWords(words)}`, isPlural ? 'they' : 'it')] : [];
  });
}

function droppedNote(plan: MessagePlan): string[] {
  const dropped = plan.parts.filter((part) => part.kind === 'dropped' && part.reason !== 'pressure');
  const [first] = dropped;
  if (!first) return [];
  const quote =
    first.source.length > MAX_QUOTE_CHARS
      ? `${first.source.slice(0, MAX_QUOTE_CHARS).trim()}…`
      : first.source;
  const more = dropped.length > 1 ? ` and ${dropped.length - 1} more like it` : '';
  return [`left out "${quote}"${more} because blame and venting make a message harder to act on`];
}

export function explainRewrite(
  original: string,
  rewrite: string,
  plan: MessagePlan,
  notes: readonly string[],
  persona: Persona,
): string {
  const demands = plan.parts.filter((part) => part.kind === 'ask' && part.ask.form !== 'please').length;
  const facts = keptFacts(original, rewrite).map((fact) => fact.text);
  const listed = facts.slice(0, MAX_LISTED_FACTS);
  const factNote = listed.length
    ? `kept ${listed.join(', ')}${facts.length > listed.length ? ` and ${facts.length - listed.length} more details` : ''}`
    : '';
  const changes = [
    ...wordChanges(original),
    ...droppedNote(plan),
    ...(demands > 0
      ? [demands === 1 ? 'turned the demand into a question' : `turned ${demands} demands into questions`]
      : []),
    factNote,
    ...new Set(notes),
    PERSONA_NOTES[persona] ?? '',
    hasFlexibleTiming(rewrite) ? 'added a no-rush line so the reader can answer in their own time' : '',
  ].filter((change) => change.length > 0);
  const text = changes.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
