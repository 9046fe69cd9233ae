import { type Ask, detectAsk, stripConnectors } from './asks.ts';
import { BLAME_PREFIXES, type DropReason, findDropReason } from './blame-rules.ts';
import { calmDown } from './calm-phrases.ts';
import { NOT_NAMES } from './fact-patterns.ts';
import { normalizeText, splitClauses, splitLines, splitSentences } from './split.ts';

// Reads the original into a plan: who it greets, what it asks, what it states, and what was left
// out as blame, venting or pressure. Renderers (one per task type) write the new message from it.

export type Part =
  | { readonly kind: 'ask'; readonly ask: Ask; readonly source: string }
  | { readonly kind: 'question'; readonly text: string; readonly source: string }
  | { readonly kind: 'statement'; readonly text: string; readonly source: string }
  | { readonly kind: 'dropped'; readonly reason: DropReason; readonly source: string };

export interface MessagePlan {
  readonly text: string;
  readonly name?: string;
  readonly signature?: string;
  readonly label?: string;
  readonly parts: readonly Part[];
}

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b(?:\s+([\p{L}][\p{L}'’-]*))?\s*[,!:.-]*\s*/iu;
const VOCATIVE =
  /^([\p{L}][\p{L}'’-]*)\s*(?:,|-+|\s(?=(?:please|can|could|would|will|let|let's|do|don't|yes|tell|here|here's|thanks|thank)\b))\s*(?=\S)/iu;
const SIGN_OFF =
  /^(?:thanks|thank you|cheers|regards|best|best wishes|kind regards|talk soon|love)\b[\s,!.]*(.*)$/i;
const LABEL = /^((?:[\p{L}\p{N}]+\s){0,2}[\p{L}\p{N}]+)\s*:\s+(?=\S)/u;
const LABEL_WORDS =
  /^(?:reminder|fyi|note|notes|update|important|urgent|critical|asap|emergency|re|heads up|todo|to do|agenda)$/i;
const NOT_VOCATIVE =
  /^(?:reminder|anyway|also|sorry|sure|great|cool|fine|well|please|meeting|just|kindly|so|ok|okay|thanks|wow|oh|ah|hmm|yes|no|\w+ly)$/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isNameWord = (word: string) => !NOT_NAMES.has(word.toLowerCase()) && !NOT_VOCATIVE.test(word);

const GROUP_ADDRESS = /^(?:all|everyone|guys|folks|team|there|y'all)\b[\s,!:.-]*/i;

function takeGreeting(text: string): { rest: string; name?: string } {
  const greeting = text.match(GREETING);
  if (greeting) {
    const word = greeting[1];
    if (word && isNameWord(word)) return { rest: text.slice(greeting[0].length), name: capitalise(word) };
    const rest = text.replace(/^\S+(?:\s+(?:morning|afternoon|evening))?[\s,!:.-]*/i, '');
    return { rest: rest.replace(GROUP_ADDRESS, '') };
  }
  const vocative = text.match(VOCATIVE);
  if (!vocative?.[1]) return { rest: text };
  if (GROUP_ADDRESS.test(vocative[1])) return { rest: text.slice(vocative[0].length) };
  if (isNameWord(vocative[1]) && !detectAsk(vocative[1])) {
    return { rest: text.slice(vocative[0].length), name: capitalise(vocative[1]) };
  }
  return { rest: text };
}

export function readPart(clause: string): Part {
  let text = clause;
  for (const prefix of BLAME_PREFIXES) text = text.replace(prefix, '');
  const reason = findDropReason(text);
  if (reason) return { kind: 'dropped', reason, source: clause };
  const ask = detectAsk(text);
  if (ask) {
    const action = calmDown(ask.action);
    return action ? { kind: 'ask', ask: { ...ask, action }, source: clause } : dropped(clause);
  }
  const calm = calmDown(stripConnectors(text));
  if (!/[\p{L}\p{N}]/u.test(calm)) return dropped(clause);
  return calm.endsWith('?')
    ? { kind: 'question', text: capitalise(calm), source: clause }
    : { kind: 'statement', text: capitalise(calm.replace(/[.!:;,]+$/, '')), source: clause };
}

// A clause that can stand alone as background ("the fine is $8"), not a tail of the one before it.
const STANDS_ALONE =
  /^(?:the|this|that's|our|my|your|their|his|her|it's|it|we|we're|they|they're|i'm|i've|new|now)\b/i;

// A sentence is split only to leave out a blaming clause or to set apart background that stands
// alone; otherwise it stays whole, so its words stay in their order.
function readSentence(sentence: string): Part[] {
  const clauses = splitClauses(sentence);
  if (clauses.length === 1) return [readPart(sentence)];
  const parts = clauses.map(readPart);
  if (parts.some((part) => part.kind === 'dropped')) return parts;
  const isSeparate = (clause: string, index: number) =>
    STANDS_ALONE.test(clause) || parts[index + 1]?.kind === 'ask';
  return clauses.slice(1).every(isSeparate) ? parts : [readPart(sentence)];
}

const dropped = (source: string): Part => ({ kind: 'dropped', reason: 'pressure', source });

// Two asks that start alike are one ask said twice ("pay me back for the tickets", "pay me back this week").
function mergeRepeatedAsks(parts: Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const earlier = merged.find(
      (candidate): candidate is Extract<Part, { kind: 'ask' }> =>
        candidate.kind === 'ask' &&
        part.kind === 'ask' &&
        firstWords(candidate.ask.action) === firstWords(part.ask.action),
    );
    if (!earlier || part.kind !== 'ask') {
      merged.push(part);
      continue;
    }
    const extra = part.ask.action.split(/\s+/).slice(3).join(' ');
    const action = earlier.ask.action.includes(extra) ? earlier.ask.action : `${earlier.ask.action} ${extra}`;
    merged[merged.indexOf(earlier)] = { ...earlier, ask: { ...earlier.ask, action } };
  }
  return merged;
}

// "If you need a badge." right before "Please call me." is the ask's condition, not background.
const CONDITION = /^(?:if|when|in case|once|whenever)\b/i;
function attachConditions(parts: readonly Part[]): Part[] {
  const attached: Part[] = [];
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (part.kind === 'statement' && CONDITION.test(part.text) && next?.kind === 'ask') return;
    const previous = parts[index - 1];
    if (part.kind === 'ask' && previous?.kind === 'statement' && CONDITION.test(previous.text)) {
      attached.push({ ...part, ask: { ...part.ask, condition: previous.text } });
      return;
    }
    attached.push(part);
  });
  return attached;
}

const firstWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');

export function buildPlan(original: string): MessagePlan {
  const text = normalizeText(original);
  const lines = splitLines(text);
  let name: string | undefined;
  let signature: string | undefined;
  let label: string | undefined;
  const parts: Part[] = [];
  lines.forEach((line, index) => {
    let body = line.text;
    if (index === 0) {
      const greeting = takeGreeting(body);
      body = greeting.rest;
      name = greeting.name;
      const labelled = body.match(LABEL);
      if (labelled?.[1] && !/\d:\d|\b(?:is|are|was|were)\b/i.test(labelled[0])) {
        if (!LABEL_WORDS.test(labelled[1])) label = labelled[1];
        body = body.slice(labelled[0].length);
      }
    }
    const signOff = body.match(SIGN_OFF);
    if (signOff && index === lines.length - 1 && body.split(/\s+/).length <= 4) {
      if (signOff[1]) signature = signOff[1];
      return;
    }
    for (const sentence of splitSentences(body)) parts.push(...readSentence(sentence));
  });
  return {
    text,
    name,
    signature,
    label,
    parts: attachConditions(mergeRepeatedAsks(parts)),
  };
}
