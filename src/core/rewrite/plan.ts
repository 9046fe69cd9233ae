import { capitalise, readSignOffLine, takeGreeting, takeTrailingAddress } from './address.ts';
import { type Ask, detectAsk, stripConnectors } from './asks.ts';
import { BLAME_PREFIXES, type DropReason, findDropReason } from './blame-rules.ts';
import { calmDown } from './calm-phrases.ts';
import { joinParts, joinShortAsks } from './join-parts.ts';
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

const LABEL = /^((?:[\p{L}\p{N}]+\s){0,2}[\p{L}\p{N}]+)\s*:\s+(?=\S)/u;
const LABEL_WORDS =
  /^(?:reminder|fyi|note|notes|update|important|urgent|critical|asap|emergency|re|heads up|todo|to do|agenda)$/i;
// A clause of connectors or a greeting only ("also .....", "Hi,") says nothing on its own.
const ONLY_CONNECTORS =
  /^(?:(?:also|and|so|then|ok|okay|anyway|but|yes|oh|well|just|hmm|um|hi|hey|hello)\W*)+$/i;

export function readPart(clause: string): Part {
  let text = clause;
  for (const prefix of BLAME_PREFIXES) text = text.replace(prefix, '');
  const reason = findDropReason(text);
  if (reason) return { kind: 'dropped', reason, source: clause };
  if (ONLY_CONNECTORS.test(text)) return dropped(clause);
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

// Whether a clause stands alone is judged on its calm wording too: "you were supposed to send it
// yesterday" is blame, but once calmed ("the plan was to send it yesterday") it is background of
// its own, not a tail to glue onto the ask before it.
const standsAlone = (clause: string) => STANDS_ALONE.test(clause) || STANDS_ALONE.test(calmDown(clause));

// A sentence is split only to leave out a blaming clause or to set apart background that stands
// alone; otherwise it stays whole, so its words stay in their order.
function readSentence(sentence: string): Part[] {
  const clauses = splitClauses(sentence);
  if (clauses.length === 1) return [readPart(sentence)];
  const parts = clauses.map(readPart);
  if (parts.some((part) => part.kind === 'dropped')) return joinShortAsks(parts);
  const isSeparate = (clause: string, index: number) =>
    standsAlone(clause) || parts[index + 1]?.kind === 'ask';
  return clauses.slice(1).every(isSeparate) ? joinShortAsks(parts) : [readPart(sentence)];
}

const dropped = (source: string): Part => ({ kind: 'dropped', reason: 'pressure', source });

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
    if (index === lines.length - 1) {
      const signOff = readSignOffLine(body);
      if (signOff) {
        signature = signOff.signature ?? signature;
        return;
      }
      const trailing = takeTrailingAddress(body);
      body = trailing.rest;
      signature = trailing.signature ?? signature;
      name = name ?? trailing.name;
    }
    for (const sentence of splitSentences(body)) parts.push(...readSentence(sentence));
  });
  return {
    text,
    name,
    signature,
    label,
    parts: joinParts(parts),
  };
}
