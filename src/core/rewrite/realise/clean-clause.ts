import type { Persona, Tone } from '../../schemas.ts';
import { detoxEdits } from '../detox/word-edits.ts';
import { opensQuote } from '../parse/quotes.ts';
import { hasTag, isWord, joinTokens, type Token, withText } from '../parse/tokens.ts';
import { aimsAtThing } from '../understand/aims-at-thing.ts';
import { isRemovableReproach, scoreOfWord } from '../understand/clause-facts.ts';
import {
  EXASPERATION,
  EXCLAMATION_PHRASES,
  INSISTING_CLOSERS,
  JUDGING_ADVERBS,
  SOFTENERS,
} from '../understand/cue-words.ts';
import { scoldingTail } from '../understand/judges-reader.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { isSwearWord } from '../understand/profanity.ts';
import { reproachFrameLength } from '../understand/reproach-frames.ts';
import { describesThingState } from '../understand/thing-states.ts';
import { echoedPraise } from './echoed-praise.ts';
import { martyrHabit } from './martyr-habit.ts';
import type { NoteBook } from './notes.ts';
import { reproachToRemove } from './reproach-words.ts';
import { scareQuotes } from './scare-quotes.ts';
import { isShoutedClause, loweredShout } from './shouting.ts';
import { grudgingTail } from './thanks-digs.ts';
import { swapTriggerWords } from './word-swaps.ts';

// Word-level edits on a clause that stays: swearing and reproach words go, shouting is lowered,
// trigger words are replaced. Everything else is the writer's own text, spacing included.

export interface CleanOptions {
  readonly tone: Tone;
  readonly persona: Persona;
  readonly sentence: number;
  readonly notes: NoteBook;
  // Words the user allows (never removed or replaced).
  readonly allowed: ReadonlySet<string>;
}

// The last index of the run of removed tokens that follows `index` (its spacing is the run's end).
function lastOf(index: number, remove: ReadonlySet<number>): number {
  let last = index;
  while (remove.has(last + 1)) last++;
  return last;
}

// A removed word hands its trailing punctuation to the word before it ("again," -> ",").
function removeAt(tokens: readonly Token[], remove: ReadonlySet<number>): Token[] {
  const out: Token[] = [];
  tokens.forEach((token, index) => {
    if (!remove.has(index)) {
      out.push(token);
      return;
    }
    // A hyphen belongs to the compound that went ("half-assed"), not to the word before it.
    // The apostrophe of a dropped g ("fuckin'", "bleedin '") is part of the word, not the sentence.
    const elided = /in$/i.test(token.text) ? /^\s*['’]/ : /^$/;
    // A word that went with its own quotation marks ("another 'quick' meeting") takes both.
    const own = opensQuote(token) ? token.post.replace(/^['"’”]+/u, '') : token.post;
    const bare = own.replace(elided, '').trimEnd();
    // "rude as shit ." -> "rude as ." keeps the writer's space before the mark, as typed.
    const spaced = /^\s+[.!?…]+$/u.test(bare) ? ' ' : '';
    const tail = spaced + bare.replace(/^\s+/, '').replace(/^-$/, '');
    const last = out.at(-1);
    // "I said 'stop' damn it." -> "I said 'stop'.": a closing quote stays with its word.
    const closing = last?.post.trim().match(/^['’"”)\]]+/u)?.[0] ?? '';
    if (last && tail && !/[,;:]$/.test(last.post.trim()))
      out[out.length - 1] = { ...last, post: closing + tail + (token.post.endsWith(' ') ? ' ' : '') };
    // "Please, for the love of god, stop": an aside between two commas goes with one of them.
    else if (last && tail === ',' && last.post.trim() === ',') out[out.length - 1] = { ...last, post: ' ' };
  });
  return out;
}

// "again!!!" -> "again!", "really?!" -> "really?".
const calmPunctuation = (post: string) => post.replace(/([!?])[!?]+/g, '$1');

// "for god's sake" reads as for + god + 's + sake: possessive endings are skipped.
function exclamationPhrases(tokens: readonly Token[]): number[][] {
  const words = tokens.flatMap((token, index) =>
    /^['’]?s$/.test(token.normal) || !isWord(token)
      ? []
      : [{ word: token.normal.replace(/['’]s$/, ''), index }],
  );
  const found: number[][] = [];
  words.forEach((_, start) => {
    for (const phrase of EXCLAMATION_PHRASES) {
      const fits = phrase.every((word, offset) => words[start + offset]?.word === word);
      if (!fits) continue;
      const from = words[start]?.index ?? 0;
      const to = words[start + phrase.length - 1]?.index ?? from;
      found.push(Array.from({ length: to - from + 1 }, (_, offset) => from + offset));
    }
  });
  return found;
}

// "Move your stupid car": the scorn goes, the car stays.
const scornedAdjectives = (clause: ClauseModel): number[][] =>
  clause.tokens.flatMap((_, index) =>
    clause.tokens[index - 1]?.normal === 'your' &&
    aimsAtThing(clause, index) &&
    (clause.scores.get(index) ?? 0) <= -2 &&
    // "your muddy boots" says which boots (understand/thing-states.ts).
    !describesThingState(clause.tokens, index, scoreOfWord)
      ? [[index]]
      : [],
  );

const exasperations = (tokens: readonly Token[]): number[][] =>
  tokens.flatMap((token, index) => (EXASPERATION.has(token.normal) ? [[index]] : []));

const WISHING_MODALS = new Set(['could', 'would', 'can', 'will']);

// "Are you coming or not?" asks the same without the push; "... by 10am or else." threatens
// nothing it names.
function trailingPush(clause: ClauseModel): number[] {
  const words = clause.tokens.flatMap((token, index) => (isWord(token) ? [index] : []));
  const [or, last] = words.slice(-2);
  const tail = clause.tokens[last ?? -1]?.normal;
  // "Don't be late this time": the order reminds the reader of last time. So does a wish put as
  // a condition ("I'd appreciate it if you could manage that this time").
  const wished = clause.mentionsYou && clause.words.some((word) => WISHING_MODALS.has(word));
  const thisTime =
    clause.tokens[or ?? -1]?.normal === 'this' && tail === 'time' && (clause.ask !== null || wished);
  if (thisTime && words.length > 4) return [or as number, last as number];
  // Rule "closer-after-comma": "You're picking Mia up at 3:30, end of discussion", "…by the 1st,
  // no arguments": a closer that only insists (cue-words.ts), tacked on after a comma, goes; the
  // clause already said it. Near miss: "The talk ends at the full stop sign" (no comma before it).
  for (const closer of INSISTING_CLOSERS) {
    const from = words.length - closer.length;
    const start = words[from];
    const matches =
      from > 2 && closer.every((word, offset) => clause.tokens[words[from + offset] ?? -1]?.normal === word);
    if (matches && start !== undefined && /,\s*$/.test(clause.tokens[start - 1]?.post ?? ''))
      return words.slice(from);
  }
  const pushes = tail === 'else' || (tail === 'not' && clause.inQuestion);
  return clause.tokens[or ?? -1]?.normal === 'or' && pushes && words.length > 4
    ? [or as number, last as number]
    : [];
}

// Rule "aside-at-reader": "Per my last email, which you clearly didn't read, the deck is due
// Friday": an aside between commas that tells the reader what they failed to do adds blame to a
// fact, and the fact reads the same without it. It mentions "you", denies or reproaches ("didn't",
// "clearly", "never") and holds no number. "The report, which you sent on Monday, is due Friday"
// keeps its aside: nothing in it blames.
const ASIDE_OPENERS = new Set(['which', 'who', 'whom']);

// Rule "mock-deference-aside": "Could you possibly, if it's not too much trouble for your busy
// schedule, reply to the client?": an "if" aside that weighs the ask against how busy or precious
// the reader's time is bows low to mock; the ask reads the same without it. Near misses: "if it's
// not too much trouble," alone (a real courtesy) and "if your train is late," (a condition).
const DEFERRING = new Set(['busy', 'precious', 'valuable', 'hectic', 'important']);
const mocksDeference = (aside: readonly Token[]) =>
  aside[0]?.normal === 'if' &&
  aside.some((token, at) => token.normal === 'your' && DEFERRING.has(aside[at + 1]?.normal ?? ''));

function asideAtReader(clause: ClauseModel): number[] {
  const { tokens } = clause;
  const start = tokens.findIndex(
    (token, index) =>
      (ASIDE_OPENERS.has(token.normal) || token.normal === 'if') &&
      /,\s*$/.test(tokens[index - 1]?.post ?? ''),
  );
  if (start < 0) return [];
  let end = start;
  while (end < tokens.length - 1 && !/,/.test(tokens[end]?.post ?? '')) end++;
  const aside = tokens.slice(start, end + 1);
  if (mocksDeference(aside)) return aside.map((_, offset) => start + offset);
  if (aside[0]?.normal === 'if') return [];
  // Rule "would-know-if-you-aside": ", which you would know if you read her file,": what the reader
  // would know had they done their part is the same reproach, said as a supposition. Near miss:
  // ", which you would like," (no "if": a wish).
  const supposes =
    aside.some((token) => token.normal === 'would') && aside.some((token) => token.normal === 'if');
  const blames =
    aside.some((token) => token.normal === 'you') &&
    (supposes ||
      aside.some(
        (token, offset) =>
          token.normal === 'not' ||
          JUDGING_ADVERBS.has(token.normal) ||
          isRemovableReproach(tokens, start + offset),
      )) &&
    !aside.some((token) => /\d/.test(token.text));
  return blames ? aside.map((_, offset) => start + offset) : [];
}

// `from`: clean only the tokens from this index on (a request keeps its verb phrase only).
export function cleanClause(clause: ClauseModel, options: CleanOptions, from = 0): Token[] {
  const { notes, sentence } = options;
  const tokens = clause.tokens;
  const remove = new Set<number>();
  for (let index = 0; index < from; index++) remove.add(index);
  // Toxic words go the way people rewrote real toxic text, each by its kind, never leaving a hole.
  const detox = detoxEdits(tokens, { allowed: options.allowed, scores: clause.scores });
  // "Removed the swearing" only where there was some: "nonsense" is harsh, not swearing.
  const swore = detox.some((edit) => tokens.slice(edit.from, edit.to).some(isSwearWord));
  if (detox.length > 0) notes.add({ kind: swore ? 'swearing' : 'harsh', sentence });
  const replaced = new Map<number, string>();
  for (const edit of detox) {
    if (edit.from < from) continue;
    for (let at = edit.from; at < edit.to; at++) remove.add(at);
    if (edit.text) {
      remove.delete(edit.from);
      replaced.set(edit.from, edit.text);
    }
  }
  const frame = reproachFrameLength(tokens);
  const frameAllowed = tokens.slice(0, frame).some((token) => options.allowed.has(token.normal));
  if (frame > 0 && !frameAllowed) {
    for (let index = 0; index < frame; index++) remove.add(index);
    // As written, "you'd" and commas included, without the sentence's capital ("not that you'd
    // care, but"); "I" keeps its own.
    const said = joinTokens(tokens.slice(0, frame))
      .trim()
      .replace(/[,;:]$/u, '');
    const word = tokens[0]?.normal === 'i' ? said : said.charAt(0).toLowerCase() + said.slice(1);
    notes.add({ kind: 'reproach', word, sentence });
  }
  for (const index of reproachToRemove(clause, options.persona)) {
    const token = tokens[index];
    if (!token || options.allowed.has(token.normal)) continue;
    remove.add(index);
    if (token.normal !== 'for') notes.add({ kind: 'reproach', word: token.normal, sentence });
  }
  // Sarcasm kept for its facts loses its mock praise: "Wonderful, another invoice with ...".
  if (clause.hostility === 'sarcasm' && (clause.scores.get(0) ?? 0) > 0 && /,/.test(tokens[0]?.post ?? '')) {
    remove.add(0);
    notes.add({ kind: 'reproach', word: tokens[0]?.normal ?? '', sentence });
  }
  // Words that only scorn, exclaim or push, each kind found on its own: they go, each noted.
  const pushes = [
    ...scornedAdjectives(clause),
    ...exclamationPhrases(tokens),
    ...exasperations(tokens),
    trailingPush(clause),
    scoldingTail(clause.tokens),
    grudgingTail(clause),
    asideAtReader(clause),
    martyrHabit(clause),
    scareQuotes(tokens),
    echoedPraise(clause),
  ];
  for (const group of pushes) {
    if (group.length === 0 || group.some((index) => options.allowed.has(tokens[index]?.normal ?? '')))
      continue;
    for (const index of group) remove.add(index);
    // "like I always do" keeps its capital "I".
    const words = group
      .filter((index) => isWord(tokens[index] as Token))
      .map((index) => (tokens[index]?.normal === 'i' ? 'I' : tokens[index]?.text.toLowerCase()));
    notes.add({ kind: 'reproach', word: words.join(' '), sentence });
  }
  if (options.tone === 'direct')
    tokens.forEach((token, index) => {
      if (SOFTENERS.has(token.normal) && hasTag(tokens[index + 1], 'Verb')) remove.add(index);
    });
  const shoutedClause = isShoutedClause(tokens);
  const lowered = tokens.map((token, index) => {
    const neutral = replaced.get(index);
    if (neutral !== undefined)
      return { ...withText(token, neutral), post: tokens[lastOf(index, remove)]?.post ?? token.post };
    const calm = calmPunctuation(token.post);
    // "??" is calmed, and said so; capitals are only "lowered" where they were (blind reading:
    // "where is it??" became "Where is it?" under "Lowered the capitals").
    if (calm !== token.post) notes.add({ kind: 'punctuation', sentence });
    const quiet = loweredShout(token, shoutedClause);
    if (!quiet) return { ...token, post: calm };
    notes.add({ kind: 'shouting', sentence });
    return { ...quiet, post: calm };
  });
  const kept = removeAt(lowered, remove);
  const { tokens: swapped, swaps } = swapTriggerWords(kept, options.allowed);
  for (const swap of swaps) notes.add({ kind: 'swap', ...swap });
  return swapped;
}
