import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { findTimeReferences } from '../understand/time-references.ts';
import { capitalise, lowerFirst } from './tasks/types.ts';

// Rule "listed-things" (teammate-adhd: one ask per line, the time limit up front). "I need the
// signed form and your bank details before noon." asks for two things in one breath; listed, each
// can be ticked off: "Before noon, I need:" then "1. The signed form", "2. Your bank details".
// Things are noun phrases that each open on a determiner or a possessive; "Call Sam and tell him"
// joins two actions, and "salt and pepper" is one thing, so neither is split.

const MAX_ITEM_WORDS = 6;
// "a copy of the lease", "the form for Maria": part of the thing, not a place or time for all.
const OF_A_THING = new Set(['of', 'for']);
const LIMIT_WORDS = new Set(['before', 'by', 'until', 'till', 'on', 'at']);

const opensThing = (token: Token | undefined) => hasTag(token, 'Determiner') || hasTag(token, 'Possessive');

// The limit as the message words it, with the preposition that makes it one ("before noon").
function limitPhrase(text: string, limits: readonly string[]): string | null {
  for (const limit of limits) {
    const at = text.indexOf(limit);
    if (at < 0) continue;
    const before = text.slice(0, at).match(/(\S+)\s+$/u);
    const word = before?.[1]?.toLowerCase();
    if (word && before && LIMIT_WORDS.has(word)) return text.slice(at - before[0].length, at + limit.length);
  }
  return null;
}

// Splits the words after `start` at commas and "and" into things, or null when one is not a thing.
function thingsFrom(tokens: readonly Token[], start: number): string[] | null {
  const items: Token[][] = [[]];
  for (const token of tokens.slice(start)) {
    const current = items.at(-1) as Token[];
    if (token.normal === 'and' && current.length > 0) {
      items.push([]);
      continue;
    }
    current.push(token);
    if (/,/.test(token.post) && !/^\s*and\b/u.test(token.post)) items.push([]);
  }
  const things = items.filter((item) => item.some(isWord));
  const isThing = (item: Token[]) => opensThing(item[0]) && item.filter(isWord).length <= MAX_ITEM_WORDS;
  // "your laptop to the 3pm meeting": the place is for every thing, so the sentence stays whole.
  const last = things.at(-1) ?? [];
  if (last.some((token) => hasTag(token, 'Preposition') && !OF_A_THING.has(token.normal))) return null;
  if (things.length < 2 || !things.every(isThing)) return null;
  return things.map((item) =>
    capitalise(
      joinTokens(item)
        .trim()
        .replace(/[\s.!?,;:]+$/u, ''),
    ),
  );
}

export function listedThings(
  text: string,
  timeLimits: readonly string[],
): { lead: string; items: string[] } | null {
  if (!/\band\b/iu.test(text)) return null;
  const limit = limitPhrase(text, timeLimits);
  const body = (limit ? text.replace(limit, '') : text).replace(/\s+([.!?,])/gu, '$1');
  const tokens = tokenizeSentences(body)[0] ?? [];
  const start = tokens.findIndex(opensThing);
  if (start <= 0 || !tokens.slice(0, start).some((token) => hasTag(token, 'Verb'))) return null;
  const items = thingsFrom(tokens, start);
  if (!items) return null;
  const asked = joinTokens(tokens.slice(0, start)).trim();
  const lead = limit ? `${capitalise(limit)}, ${lowerFirst(asked)}:` : `${asked}:`;
  return { lead, items };
}

// Rule "listed-actions" (teammate-adhd): "Can you review PR 42 and also update the changelog?"
// asks two things in one breath; each gets its own line under the ask's frame: "Can you:" then
// "1. Review PR 42", "2. Update the changelog". The limit leads, as for things. Only a frame
// the reader answers ("Can you", "Could you", "Please") and a second part that opens on a verb
// and points back at nothing split. Near misses: "Call Sam and tell him" ("him" is Sam: one
// errand), "Can you pick up and drop off the van?" (the second part has no object of its own),
// "Please come and see" (too short to be an errand).
const ACTION_FRAME = /^((?:(?:can|could|would|will) you(?: please)?(?: be able to)?|please))\s+(.+?)[.?!]?$/i;
const POINTS_BACK = /\b(?:it|him|her|them|that|this|these|those|there|then)\b/i;
export function listedActions(
  text: string,
  timeLimits: readonly string[],
): { lead: string; items: string[] } | null {
  const limit = limitPhrase(text, timeLimits);
  const body = (limit ? text.replace(limit, '') : text).replace(/\s+([.!?,])/gu, '$1').trim();
  const frame = body.match(ACTION_FRAME);
  if (!frame?.[1] || !frame[2]) return null;
  const parts = frame[2].split(/,?\s+and(?:\s+also|\s+then)?\s+|,\s+(?=\p{Ll})/u).map((part) => part.trim());
  if (parts.length < 2) return null;
  // A verb first and a thing of its own after it ("review PR 42", not "pick up"). A word right
  // before "the"/"your" is a verb whatever the tagger says ("water the plants": nouns don't take
  // a determiner straight after them).
  const verbWithObject = (part: string) => {
    const [, first, ...rest] = tokenizeSentences(`you ${part}`)[0] ?? [];
    const object = rest.some(
      (token) => (hasTag(token, 'Noun') && !hasTag(token, 'Pronoun')) || hasTag(token, 'Value'),
    );
    const verb = (hasTag(first, 'Verb') || opensThing(rest[0])) && !hasTag(first, 'Gerund');
    return verb && object;
  };
  const errand = (part: string, index: number) =>
    verbWithObject(part) && !(index > 0 && POINTS_BACK.test(part));
  if (!parts.every(errand)) return null;
  const lead = `${capitalise(frame[1])}:`;
  const [items, when] = limit ? [parts, limit] : trailingTime(parts);
  return {
    lead: when ? `${capitalise(when)}, ${lowerFirst(lead)}` : lead,
    items: items.map((part) => capitalise(part.replace(/[\s.!?,;:]+$/u, ''))),
  };
}

// Rule "shared-time-leads" (teammate-adhd): "Could you water the plants and feed the cat tomorrow
// morning?": a time ending the last errand is for them all, so it leads the list ("Tomorrow
// morning, could you:") instead of hiding in item 2. Near miss: a time inside an earlier errand
// ("call Sam at 3 and book the van") belongs to that errand and stays.
function trailingTime(parts: readonly string[]): [readonly string[], string | null] {
  const last = (parts.at(-1) ?? '').replace(/[\s.!?]+$/u, '');
  const time = findTimeReferences(last).at(-1);
  if (!time || time.end < last.length || time.start === 0) return [parts, null];
  const rest = last
    .slice(0, time.start)
    .replace(/\s+(?:on|at|in)\s*$/i, '')
    .trim();
  const lead = last.slice(time.start).trim();
  return rest ? [[...parts.slice(0, -1), rest], lead] : [parts, null];
}

// Rule "limit-leads-the-list" (teammate-adhd): "I need two things before noon: the form and your
// details.": the list's lead says its time limit first ("Before noon, I need two things:"), as
// listed-things does. Near misses: a lead with no limit, or one that opens on it already.
export function limitLeads(lead: string, timeLimits: readonly string[]): string {
  const limit = limitPhrase(lead, timeLimits);
  if (!limit || lead.startsWith(limit) || lead.toLowerCase().startsWith(limit.toLowerCase())) return lead;
  const rest = lead
    .replace(limit, '')
    .replace(/\s+([:,])/gu, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return `${capitalise(limit)}, ${lowerFirst(rest)}`;
}
