import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { ClauseModel } from '../../understand/message-model.ts';
import { askFrame } from '../request.ts';
import { notesAsList } from '../task-shapes.ts';
import { capitalise, lowerFirst, type ShapeInput, type ShapeOutcome, withoutEnd } from './types.ts';

// compose-from-notes: a message in sentences, not a numbered list of fragments. Every item stays;
// an item that only continues the one before ("expires Friday") joins it; the items that ask for
// something become one clear ask; a numbered list only where the notes are steps in order.

// Shorthand that reads as code to someone else. Day names stay as typed ("Tue"): they are facts the
// reader checks against a calendar, and the fact check reads them as typed.
const SHORTHAND: readonly [RegExp, string][] = [
  [/\bappts?\b/gi, 'appointment'],
  [/\bmtgs?\b/gi, 'meeting'],
  [/\bre:\s*/gi, 'about '],
  [/\bre\s+(?=[a-z])/g, 'about '],
  [/\bw\/\s*/gi, 'with '],
  [/\bthx\b/gi, 'thanks'],
  [/\bpls\b/gi, 'please'],
];
const expand = (text: string) =>
  SHORTHAND.reduce((result, [pattern, full]) => result.replace(pattern, full), text);

// "budget due 15 May" has no verb: "The budget is due 15 May." Only the "X due Y" shape is filled
// in, where the missing verb can only be "is".
const DUE = /^([\p{L}][\p{L}\s-]{0,30}?)\s+(due\b.*)$/iu;
const withVerb = (item: string) => {
  const due = item.match(DUE);
  if (!due?.[1] || !due[2] || /\b(?:is|are|was|were)$/i.test(due[1])) return item;
  return `${capitalise(due[1])} is ${due[2]}`;
};

// Rule "event-note": "party sat 7pm", "dentist thu 3pm", "standup 9:30": one word and then only
// a day and a time name an event and when it is; a tagger reads "party" as an order ("Can you
// party sat 7pm?"). The note says when the event is: "Party is on sat 7pm." (the day kept as
// typed). Near misses: "call Jo 7pm" and "book table fri 8pm" take an object and stay asks.
const DAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?`;
const EVENT_NOTE = new RegExp(
  String.raw`^([\p{L}-]+)\s+((?:(?:on\s+)?${DAY}\s+)?(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)$`,
  'iu',
);
const ORDER_VERBS = new Set(['call', 'ring', 'text', 'email', 'meet', 'pay', 'book', 'ask', 'tell', 'phone']);
const eventNote = (item: string) => {
  const match = item.match(EVENT_NOTE);
  if (!match?.[1] || !match[2] || ORDER_VERBS.has(match[1].toLowerCase())) return null;
  return `${capitalise(match[1])} is ${/^on\b/i.test(match[2]) ? '' : 'on '}${match[2]}`;
};

// "1. book the venue", "then send invites": notes that are steps in order.
const SEQUENCE = /^(?:first|then|next|after that|finally|step \d+)\b/i;
const NUMBERED = /^\d{1,2}[.)]$/;

// An item that continues the one before it: "expires Friday" after "vendor quote $4,800".
const CONTINUES = /^(?:[a-z]+s|and|but|plus|incl(?:uding|\.)?|which|so)\b/;

interface Item {
  readonly text: string;
  readonly ask: 'command' | 'need' | null;
  // "can someone bring my copy back?": a note that asks keeps its question mark.
  readonly question?: boolean;
}

const askKind = (clause: ClauseModel | undefined): Item['ask'] => {
  if (clause?.ask?.kind !== 'command' || clause.ask.negative) return null;
  return clause.ask.need ? 'need' : 'command';
};

// "need numbers from ops" reads as an order to "need"; it says what the writer needs.
// "budget due 15 May" and "risk: shipping delay" name things; a tagger may read a verb first.
// Shorthand is read out first: the colon of "call landlord re: leak" labels nothing.
function item(text: string, readAsAsk: boolean, need = /^need\b/i): Item {
  const expanded = expand(text);
  const event = eventNote(expanded);
  if (event) return { text: event, ask: null };
  const names = DUE.test(expanded) || /^[\p{L}\s]{1,20}:/u.test(expanded);
  const ask = need.test(expanded) ? 'need' : names || !readAsAsk ? null : 'command';
  return { text: expanded, ask };
}

function itemsOf(input: ShapeInput): Item[] {
  return input.parsed.flatMap((_, line) => {
    // Rule "note-per-sentence": notes typed on one line with full stops ("call plumber re leak.
    // landlord pays per lease. need receipt by fri.") are items each, never one long ask.
    const onLine = input.sentences.filter((sentence) => sentence.line === line);
    if (onLine.length > 1 && onLine.every((sentence) => sentence.role === 'content'))
      return onLine.map((sentence) => ({
        ...item(withoutEnd(sentence.text), sentence.isAsk),
        question: /\?\s*$/.test(sentence.text),
      }));
    const text = input.sentences
      // Every sentence of the line: a name or a greeting in the notes is an item like any other.
      .filter((sentence) => sentence.line === line)
      .map((sentence) => withoutEnd(sentence.text))
      .join('. ');
    if (!text) return [];
    const clause = input.model.lines[line]?.sentences[0]?.clauses[0];
    return [item(text, askKind(clause) === 'command')];
  });
}

// "Could you buy dog food and call the landlord about the leak?": the asks, once.
function oneAsk(commands: readonly string[], input: ShapeInput): string {
  const frame = askFrame(input.request.tone, input.request.persona);
  // A command the editor already turned into a request keeps one frame, not two.
  const verbs = commands.map((command) =>
    lowerFirst(
      withoutEnd(command).replace(/^(?:please|(?:can|could|would) you(?: please)?(?: be able to)?)\s+/i, ''),
    ),
  );
  const joined = verbs.length > 1 ? `${verbs.slice(0, -1).join(', ')} and ${verbs.at(-1)}` : (verbs[0] ?? '');
  return `${frame.open} ${joined}${frame.close}`;
}

// Rule "inline-numbered-steps": "1. open the panel 2. click users 3. reset it" typed on one line
// are steps all the same; the numbers split them, and never stay glued to the step before ("Open
// the panel 2"). Only numbers that count up from 1 (or from the line's own "1." bullet) split:
// "2 bags of flour" or "room 3. Then …" are not a count. Near misses: one number alone, numbers
// out of order ("3. … 1. …").
const INLINE_MARK = /(?:^|\s)(\d{1,2})[.)]\s+(?=\S)/g;
function inlineSteps(input: ShapeInput): string[] | null {
  const content = input.sentences.filter((sentence) => sentence.role === 'content');
  if (input.parsed.length !== 1 || content.length === 0) return null;
  const joined = content.map((sentence) => sentence.text.trim()).join(' ');
  const marks = [...joined.matchAll(INLINE_MARK)];
  const first = NUMBERED.test(input.parsed[0]?.bullet ?? '') ? 1 : 0;
  if (marks.length + first < 2) return null;
  if (!marks.every((mark, index) => Number(mark[1]) === index + 1 + first)) return null;
  const cuts = [0, ...marks.map((mark) => mark.index ?? 0), joined.length];
  const pieces = cuts.slice(0, -1).map((cut, index) => joined.slice(cut, cuts[index + 1]));
  const items = pieces
    .map((piece) => withoutEnd(piece.replace(/^\s*\d{1,2}[.)]\s+/, '').trim()))
    .filter(Boolean);
  return items.length >= 2 ? items : null;
}

// Rule "numbers-carry-the-order": in a numbered list "First", "Then", "Finally" and "Step 2" only
// repeat the number, so they go ("1. Back up the db", not "1. First back up the db"). Near miss:
// "Then" inside a step ("wait, then press reset") stays.
const ORDER_WORD =
  /^(?:(?:first(?:ly)?|then|next|after that|afterwards|finally|lastly)\b,?|step\s*\d+\s*[:.)-]?)\s*/i;
const stepText = (text: string) => capitalise(expand(text.replace(ORDER_WORD, '')));

export function composeFromNotes(input: ShapeInput): ShapeOutcome {
  const inline = inlineSteps(input);
  if (inline)
    return {
      sentences: input.sentences,
      explanation: TEXT.notesAsSteps,
      text: notesAsList(inline.map(stepText)),
    };
  const items = itemsOf(input);
  const steps =
    input.parsed.some((line) => NUMBERED.test(line.bullet)) ||
    items.filter((item) => SEQUENCE.test(item.text)).length >= 2;
  if (steps && items.length >= 2)
    return {
      sentences: input.sentences,
      explanation: TEXT.notesAsSteps,
      text: notesAsList(items.map((item) => stepText(item.text))),
    };
  const facts: { text: string; end: string }[] = [];
  const commands: string[] = [];
  for (const item of items) {
    const end = item.question ? '?' : '.';
    const last = facts.at(-1);
    if (item.ask === 'command') commands.push(item.text);
    else if (CONTINUES.test(item.text) && last && !item.ask) {
      last.text = `${last.text}, ${item.text}`;
      last.end = end;
    } else
      facts.push({
        text:
          item.ask === 'need' && /^need\b/i.test(item.text)
            ? `I ${lowerFirst(item.text)}`
            : withVerb(item.text),
        end,
      });
  }
  const sentences = facts.map((fact) => `${capitalise(withoutEnd(fact.text))}${fact.end}`);
  if (commands.length > 0) sentences.push(oneAsk(commands, input));
  return {
    sentences: input.sentences,
    explanation: TEXT.notesAsSentences,
    // One sentence a line: the reader scans them like the notes, without list numbers.
    text: sentences.join('\n'),
  };
}
