import {
  REWRITE_EXPLANATIONS as BASE,
  SHAPE_EXPLANATIONS as TEXT,
} from '../../../catalog/rewrite-explanations.ts';
import { hasTag, tokenizeSentences } from '../../parse/tokens.ts';
import type { ClauseModel } from '../../understand/message-model.ts';
import { ownSlip } from '../own-slip.ts';
import { askFrame } from '../request.ts';
import { notesAsList } from '../task-shapes.ts';
import { withArticles } from './note-articles.ts';
import { ORDER_VERBS, stateNote, theThing } from './note-shapes.ts';
import { DUE, eventNote, withVerb } from './note-verb.ts';
import { notesDecline } from './notes-decline.ts';
import { expandNotes } from './notes-shorthand.ts';
import { capitalise, lowerFirst, type ShapeInput, type ShapeOutcome, withoutEnd } from './types.ts';

// compose-from-notes: a message in sentences, not a numbered list of fragments. Every item stays;
// an item that only continues the one before ("expires Friday") joins it; the items that ask for
// something become one clear ask; a numbered list only where the notes are steps in order.

const expand = expandNotes;

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
  // Already a sentence of the writer's own (an apology): said as it is.
  readonly said?: boolean;
}

const askKind = (clause: ClauseModel | undefined): Item['ask'] => {
  if (clause?.ask?.kind !== 'command' || clause.ask.negative) return null;
  return clause.ask.need ? 'need' : 'command';
};

// "need numbers from ops" reads as an order to "need"; it says what the writer needs.
// "budget due 15 May" and "risk: shipping delay" name things; a tagger may read a verb first.
// Shorthand is read out first: the colon of "call landlord re: leak" labels nothing.
// Rule "writers-own-modal": "can't take on the mobile rewrite", "could help in April", "will send
// Friday": a note that opens with a modal has the writer as its left-out subject ("I can't …"); it
// tells what the writer can or will do and is never asked of the reader ("Could you can't …?").
// Near miss: "call landlord" opens with its verb and is an errand.
const WRITERS_MODAL =
  /^(?:can(?:'t|not)?|could(?:n't)?|will|won't|would(?:n't)?|should(?:n't)?|might|may)\b(?!\s+(?:you|u|someone|anyone|somebody|anybody)\b)/i;

// Rule "note-asks-reader": "can you do it?", "could u grab milk": a note that asks the reader is
// an ask, said once with the others ("Could you do it?"), never the writer's modal ("I can you do
// it"). Near miss: "can't do school run wed" (the writer's own, rule "writers-own-modal").
const ASKS_READER = /^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(.+?)\??$/i;

const WRITERS_STATE =
  /^(?:free|busy|available|around|home|stuck|running late|late|off)\s+(?:after|from|until|till|by|at|on|in|before|all|this|today|tonight|tomorrow|\d)/i;
function item(text: string, readAsAsk: boolean, need = /^need\b/i): Item {
  const expanded = expand(text);
  const event = eventNote(expanded);
  if (event) return { text: event, ask: null };
  // Rule "writers-state-note": "free after 5", "busy till 3", "running late": how the writer is,
  // with the "I'm" a note leaves out; never asked of the reader ("Can you free after 5?"). Near
  // miss: "free parking" names a thing (no time or place after the word).
  if (WRITERS_STATE.test(expanded)) return { text: `I'm ${lowerFirst(expanded)}`, ask: null };
  const state = stateNote(expanded);
  if (state) return { text: state, ask: null };
  const asked = expanded.match(ASKS_READER)?.[1];
  if (asked) return { text: asked, ask: 'command' };
  if (WRITERS_MODAL.test(expanded))
    return { text: `I ${expanded.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`, ask: null };
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
        ...item(withoutEnd(sentence.text), sentence.isAsk || startsWithOrder(withoutEnd(sentence.text))),
        question: /\?\s*$/.test(sentence.text),
      }));
    const text = input.sentences
      // Every sentence of the line: a name or a greeting in the notes is an item like any other.
      .filter((sentence) => sentence.line === line)
      .map((sentence) => withoutEnd(sentence.text))
      .join('. ');
    if (!text) return [];
    const pieces = commaNotes(text);
    if (pieces) return pieces.map((piece) => item(piece, startsWithOrder(piece)));
    const clause = input.model.lines[line]?.sentences[0]?.clauses[0];
    return [item(text, askKind(clause) === 'command' || startsWithOrder(text))];
  });
}

// Rule "comma-notes": "vet tmrw 10am, buy cat food; call Jo" is three notes on one line: short
// pieces between commas or semicolons, none with a subject and verb of its own joining them. Each
// is an item; one that starts with a plain verb ("buy", "call") is an errand. Near misses: "$4,800"
// (no space after the comma), a sentence with a long clause ("I think, if it rains, we stay in")
// whose pieces are not all short notes, and a line of one piece.
const NOTE_SPLIT = /\s*[;,]\s+/;
function commaNotes(text: string): string[] | null {
  const pieces = text
    .split(NOTE_SPLIT)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length < 2) return null;
  const short = pieces.every((piece) => piece.split(/\s+/).length <= 7);
  const ownSubject = pieces.some((piece) => /^(?:I|we|you|he|she|they|it)\b/i.test(piece));
  const joiner = pieces.some((piece) =>
    /^(?:if|when|because|but|so|which|that|then|and then)\b/i.test(piece),
  );
  return short && !ownSubject && !joiner ? pieces : null;
}
// "buy cat food", "Pay gas bill": a plain verb first is an errand. The note is tagged as typed in
// lower case, since a capital makes the tagger read "Pay" as a name. Near misses: "budget
// approved" (a past participle follows), "gate code 4471" (a noun first).
const startsWithOrder = (piece: string) => {
  const [first, next] = tokenizeSentences(lowerFirst(piece)).flat();
  if (/^need$/i.test(first?.normal ?? '') || !next) return false;
  // "email Sam", "text Jo": the tagger reads a noun, the event-note's own verbs say otherwise.
  if (ORDER_VERBS.has(first?.normal ?? '')) return true;
  // Rule "plural-thing-first": "slides in shared drive", "keys under mat": a word in "-s" that can't
  // be said as an order (no bare form) names things, and the note tells where they are. Near
  // miss: "pass the salt" (the bare form ends in "s").
  const pluralThing =
    hasTag(first, 'PresentTense') && !hasTag(first, 'Infinitive') && /[^s]s$/.test(first?.normal ?? '');
  return hasTag(first, 'Verb') && !hasTag(first, 'Gerund') && !hasTag(first, 'PastTense') && !pluralThing;
};

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

// Rule "notes-apology" (compose-from-notes with apologize): "forgot to send contract yday, sorry,
// will send by noon" holds the writer's slip and a bare "sorry"; the slip note is owned in one
// plain apology ("I'm sorry I forgot to send contract yesterday.") and the bare "sorry" goes into
// it. Near misses: notes with no slip keep every note and the explanation says so (the intent
// part reads "sorry" alone as the apology already made).
const BARE_SORRY = /^(?:sorry|so sorry|my bad|apologies|soz|oops)$/i;
function notesApology(items: readonly Item[], input: ShapeInput): Item[] {
  const at = items.findIndex((each) => !each.ask && ownSlip(each.text) !== null);
  if (at < 0) return [...items];
  const friendly = input.request.tone === 'friendly' || input.request.tone === 'direct';
  const action = ownSlip(items[at]?.text ?? '')?.action ?? '';
  const owned = `${friendly ? 'Sorry' : "I'm sorry"} ${lowerFirst(action)}`;
  return items.flatMap((each, index) =>
    index === at
      ? [{ text: owned, ask: null, said: true }]
      : BARE_SORRY.test(withoutEnd(each.text))
        ? []
        : [each],
  );
}

// Rule "notes-read-as-a-message": what the notes tell runs on as a paragraph, as a message is
// written (one sentence a line still reads as the notes); the one ask stands on its own line,
// where the reader sees what to do. With no ask, the first note leads on its own line and the
// rest follow it. Near misses: steps stay a numbered list (above), one sentence stays one line.
function asMessage(sentences: readonly string[], ask: string | null): string {
  if (ask) return [sentences.join(' '), ask].filter(Boolean).join('\n');
  const [lead, ...rest] = sentences;
  return [lead, rest.join(' ')].filter(Boolean).join('\n');
}

export function composeFromNotes(input: ShapeInput): ShapeOutcome {
  // A reply that says no, written from the notes (notes-decline.ts).
  if (input.request.intent === 'say-no') {
    const reply = notesDecline(itemsOf(input), input.request.tone, (note) => theThing(withVerb(note)));
    if (reply)
      return { sentences: input.sentences, explanation: TEXT.notesDecline, text: reply, newForm: true };
  }
  const inline = inlineSteps(input);
  if (inline)
    return {
      sentences: input.sentences,
      explanation: TEXT.notesAsSteps,
      text: notesAsList(inline.map(stepText)),
    };
  const items = input.request.intent === 'apologize' ? notesApology(itemsOf(input), input) : itemsOf(input);
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
    if (item.ask === 'command') commands.push(withArticles(item.text));
    else if (CONTINUES.test(item.text) && last && !item.ask) {
      last.text = `${last.text}, ${item.text}`;
      last.end = end;
    } else
      facts.push({
        text: item.said
          ? item.text
          : item.ask === 'need' && /^need\b/i.test(item.text)
            ? `I ${lowerFirst(item.text)}`
            : withVerb(item.text),
        end,
      });
  }
  const sentences = facts.map((fact) => `${capitalise(withoutEnd(theThing(fact.text)))}${fact.end}`);
  const ask = commands.length > 0 ? oneAsk(commands, input) : null;
  return {
    sentences: input.sentences,
    // say-no found nothing asked of the writer in the notes: it says so; an apology says it owned one.
    explanation: [
      TEXT.notesAsSentences,
      input.request.intent === 'say-no' ? TEXT.sayNoNoAsk : null,
      input.request.intent === 'apologize'
        ? items.some((each) => each.said)
          ? TEXT.apologize
          : BASE.intentApologize
        : null,
    ]
      .filter(Boolean)
      .join('\n'),
    text: asMessage(sentences, ask),
  };
}
