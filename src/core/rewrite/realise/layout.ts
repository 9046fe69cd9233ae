import type { Persona } from '../../schemas.ts';
import type { LineModel } from '../understand/message-model.ts';
import { askFirst } from './ask-first.ts';
import { limitLeads, listedActions, listedThings } from './listed-things.ts';
import { listItemsOf } from './personas.ts';
import type { OutSentence } from './realise-sentences.ts';

// The persona shapes the message's structure, not just its greeting: the ask first for readers
// who lose the thread (teammate-adhd, family-adhd, friend-executive), numbered steps when there
// are several asks, one sentence per line where scanning matters.

const ASK_FIRST: ReadonlySet<Persona> = new Set(['teammate-adhd', 'family-adhd', 'friend-executive']);
const LINE_PER_SENTENCE: ReadonlySet<Persona> = new Set([
  'teammate-adhd',
  'neurodivergent-client',
  'friend-executive',
]);

// Rule "continues-greeting": "Hey, Please look at the draft" reads as a slip. A sentence that goes
// on from a greeting ending in a comma, on the same line, starts in lower case when its first word
// is a function word (a modal, a determiner, a pronoun other than "I", "please"); a name keeps
// its capital ("Hi Sam, Maya will cover").
const FUNCTION_WORD_START =
  /^(?:Could|Can|Would|Will|Please|The|A|An|This|That|These|Those|It|It's|We|We're|We'll|You|You're|There|Just|Thanks|Thank|Our|My|Your|Any|Some|Quick|Following|When|If|Do|Did|Is|Are|Have|Has|Which|What|How|Where|Who)\b/;

export function continueGreeting(previous: OutSentence | undefined, text: string): string {
  if (previous?.role !== 'greeting' || !/,\s*$/.test(previous.text)) return text;
  return FUNCTION_WORD_START.test(text) ? (text[0]?.toLowerCase() ?? '') + text.slice(1) : text;
}

// The writer's own lines, bullets and paragraph breaks.
function asWritten(sentences: readonly OutSentence[], lines: readonly LineModel[]): string {
  const out: string[] = [];
  lines.forEach((line, index) => {
    const onLine = sentences.filter((sentence) => sentence.line === index);
    // A sentence that breaks the line starts a new one; the writer's bullet stays on the first.
    const parts: OutSentence[][] = [];
    for (const sentence of onLine) {
      if (parts.length === 0 || sentence.breakBefore) parts.push([]);
      parts[parts.length - 1]?.push(sentence);
    }
    parts.forEach((part, at) => {
      const text = part.map((sentence, i) => continueGreeting(part[i - 1], sentence.text)).join(' ');
      if (!text) return;
      if (at === 0 && line.afterBlank && out.length > 0) out.push('');
      out.push(at === 0 && line.bullet ? `${line.bullet} ${text}` : text);
    });
  });
  return out.join('\n');
}

// teammate-adhd: the sentence that names the time limit comes first, unless an ask that leans on
// it does ("… before then").
function limitFirst(content: OutSentence[], timeLimits: readonly string[]): OutSentence[] {
  if (timeLimits.length === 0) return content;
  const names = (sentence: OutSentence) => timeLimits.some((limit) => sentence.text.includes(limit));
  const at = content.findIndex(names);
  // "He comes at 9." points at the plumber named before it (rule "ask-first-names-its-thing").
  if (at <= 0 || content[at]?.refersBack) return content;
  const limit = content[at] as OutSentence;
  return [limit, ...content.filter((sentence) => sentence !== limit)];
}

// One ask per line, numbered when there are several; an ask that lists things ("I need two
// things: A and B") lists them one per line too.
// "I need the form and your details": the writer's need, said plainly, asks all the same.
// A time said first ("For Friday I need …", "By noon, we need …") leads the same need.
// "By Monday please send …" asks too, with its time first; "Please note …" only points at something.
const STATES_NEED =
  /^(?:(?:for|by|on|before) [\p{L}\d' -]{1,25}?,?\s+)?(?:(?:I|we)(?: still)? (?:need|want|would like|'d like)\b|please (?!note\b|find\b|see\b)\p{L})/iu;

// Rule "aside-stays-with-its-ask": "1. Please sign the quote by 1 June. It is attached.": a short
// sentence that points back at the ask just before it stays on that ask's line, so its "it" never
// lands after a later ask. Near miss: a sentence naming its own subject ("The office closes at 5.")
// keeps its own line.
function withAsides(content: readonly OutSentence[]): OutSentence[] {
  const out: OutSentence[] = [];
  for (const sentence of content) {
    const last = out[out.length - 1];
    if (last?.isAsk && !sentence.isAsk && sentence.refersBack && /^(?:It|They|He|She)\b/.test(sentence.text))
      out[out.length - 1] = { ...last, text: `${last.text} ${sentence.text}` };
    else out.push(sentence);
  }
  return out;
}

const listedItems = (text: string, timeLimits: readonly string[]) => {
  const listed = listItemsOf(text);
  return listed && { ...listed, lead: limitLeads(listed.lead, timeLimits) };
};

function numberedAsks(given: readonly OutSentence[], timeLimits: readonly string[]): string[] | null {
  const several = given.filter((sentence) => sentence.isAsk).length > 1;
  const content = several ? withAsides(given) : given;
  const asked = content.filter((sentence) => sentence.isAsk);
  const asks = asked.length > 0 ? asked : content.filter((sentence) => STATES_NEED.test(sentence.text));
  if (asks.some((sentence) => sentence.refersBack && asks.length > 1)) return null;
  const only = asks.length === 1 ? (asks[0]?.text ?? '') : null;
  const listed =
    only === null
      ? null
      : (listedItems(only, timeLimits) ?? listedThings(only, timeLimits) ?? listedActions(only, timeLimits));
  if (asks.length < 2 && !listed) return null;
  const rest = content.filter((sentence) => !asks.includes(sentence)).map((sentence) => sentence.text);
  const before = content.slice(0, content.indexOf(asks[0] as OutSentence)).filter((s) => !asks.includes(s));
  const after = rest.slice(before.length);
  const numbered = listed
    ? [listed.lead, ...listed.items.map((item, index) => `${index + 1}. ${item}`)]
    : asks.map((sentence, index) => `${index + 1}. ${sentence.text}`);
  return [...before.map((sentence) => sentence.text), ...numbered, ...after];
}

export function layoutMessage(
  sentences: readonly OutSentence[],
  lines: readonly LineModel[],
  persona: Persona,
  timeLimits: readonly string[] = [],
  // The editor dropped or rewrote a sentence: a pronoun may have pointed at what went.
  droppedSomething = true,
): string {
  const hasBullets = lines.some((line) => line.bullet !== '');
  if (persona === 'general' || persona === 'manager-rsd' || hasBullets) return asWritten(sentences, lines);
  const greeting = sentences.filter((sentence) => sentence.role === 'greeting');
  const signoff = sentences.filter((sentence) => sentence.role === 'signoff');
  let content = sentences.filter((sentence) => sentence.role === 'content');
  // A sentence that followed a greeting on its line starts its own sentence once moved.
  content = content.map((sentence) => ({
    ...sentence,
    text: sentence.text[0]?.toUpperCase() + sentence.text.slice(1),
  }));
  // teammate-adhd reads the time limit first: a sentence holding it is not turned round to follow.
  const limitLeads =
    persona === 'teammate-adhd' && timeLimits.some((limit) => content[0]?.text.includes(limit));
  if (ASK_FIRST.has(persona)) content = askFirst(content, droppedSomething || limitLeads);
  if (persona === 'teammate-adhd') content = limitFirst(content, timeLimits);
  const numbered = persona === 'teammate-adhd' ? numberedAsks(content, timeLimits) : null;
  let body: string[];
  if (numbered) body = numbered;
  else if (LINE_PER_SENTENCE.has(persona)) body = content.map((sentence) => sentence.text);
  else body = [content.map((sentence) => sentence.text).join(' ')];
  const capitalised = body.map((line) => (line ? line[0]?.toUpperCase() + line.slice(1) : line));
  return [
    ...greeting.map((sentence) => sentence.text),
    ...capitalised,
    ...signoff.map((sentence) => sentence.text),
  ]
    .filter((line) => line.length > 0)
    .join('\n');
}
