import type { ParsedLine } from '../parse/segment.ts';
import { hasTag, joinTokens, type Token } from '../parse/tokens.ts';
import { type Ask, askOf } from './asks.ts';
import { isBrushOff } from './brush-offs.ts';
import { type ClauseFacts, readClause } from './clause-facts.ts';
import { CONDITION_ON_READER, readBesideNeighbours } from './clause-neighbours.ts';
import { opensQuestion, splitClauses } from './clauses.ts';
import { comfortsReader } from './comforts-reader.ts';
import { CONSEQUENCE_STARTS } from './cue-words.ts';
import { withEchoes } from './emphatic-echo.ts';
import { type Hostility, hostilityOf } from './hostility.ts';
import { withKindReasons } from './kind-reason.ts';
import { withPraiseBeforeMock } from './praise-before-mock.ts';
import { isSwearWord, profaneTokens } from './profanity.ts';
import { withContrastJabs, withExasperation, withOwnedMoods } from './read-in-context.ts';
import { retellClause } from './retell-clause.ts';
import { withSecondWaysJoined } from './second-way.ts';
import { isApology, isGreeting, isNameLine, isRefusal, isSignoff, isThanks } from './sentence-kinds.ts';

// understand: the message model. Each clause gets a role (ask, fact, consequence, or a kind of
// hostility), each sentence its framing role, and the message records what is asked and by when.
// The time limits are read by the function the reader passes (build-message-model.ts passes
// chrono-node's, time-limits.ts), so that the tone reading, which reads none, loads without chrono
// (issue 24: the browser's engine chunk for the analysis).

export interface ClauseModel extends ClauseFacts {
  readonly hostility: Hostility | null;
  readonly ask: Ask | null;
  readonly timeLimit: string | null;
  // "... or the landlord gives the flat away", "otherwise ...".
  readonly consequence: boolean;
  // "If the report isn't here by 9am," before a vague threat: it names what is wanted.
  readonly threatCondition?: boolean;
  // What went when the clause was read anew: the mock praise of "Great job forgetting Mum's
  // birthday" (praise-for-a-failure.ts), the verdict of "Your sheet is garbage, …" (verdict-beside-reason.ts).
  readonly retold?: Hostility;
  // The writer's own words of a retold clause: the analysis marks what was written (tone-findings.ts).
  readonly written?: readonly Token[];
}

export type SentenceRole = 'greeting' | 'signoff' | 'content';

export interface SentenceModel {
  readonly index: number;
  readonly line: number;
  readonly role: SentenceRole;
  readonly clauses: readonly ClauseModel[];
  readonly end: string;
  readonly isApology: boolean;
  readonly isRefusal: boolean;
  readonly isThanks: boolean;
}

export interface LineModel {
  readonly bullet: string;
  readonly afterBlank: boolean;
  readonly sentences: readonly SentenceModel[];
}

export interface MessageModel {
  readonly lines: readonly LineModel[];
  readonly sentences: readonly SentenceModel[];
  readonly timeLimits: readonly string[];
  readonly hasConsequence: boolean;
  readonly asks: readonly ClauseModel[];
  readonly hostile: readonly ClauseModel[];
  readonly hasApology: boolean;
  readonly hasRefusal: boolean;
  readonly hasThanks: boolean;
}

const endOf = (tokens: readonly Token[]) => {
  const match = joinTokens(tokens)
    .trim()
    .match(/[.!?…]+["')\]]*$/);
  return match ? match[0] : '';
};

function withoutSwearing(facts: ClauseFacts, inQuestion: boolean): ClauseFacts {
  const profane = new Set(profaneTokens(facts, new Set()));
  return profane.size === 0
    ? facts
    : readClause(
        facts.tokens.filter((_, index) => !profane.has(index)),
        inQuestion,
      );
}

// Rule "swear-word-as-subject": "cunts never do anything but hurt people": a swear word that is
// a noun before the verb is the clause's subject, so the clause says what others do; read without
// it, "never do anything" would look like an order ("Please don't do anything."). Near miss:
// "Fucking send me the file" (an adverb before the verb) still asks for the file.
function swearsAsSubject(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    if (!isSwearWord(token) || !hasTag(token, 'Noun')) return false;
    const next = tokens.slice(index + 1).find((other) => !isSwearWord(other));
    return hasTag(next, 'Verb') || hasTag(next, 'Negative') || hasTag(next, 'Modal');
  });
}

// Rule "swear-verb-asks-nothing": "fuck starbucks, go for amazon", "fuck, the build broke": an
// order whose verb is a swear word is a curse or an exclamation, never something to ask for. The
// ask is read again without the swearing ("Fucking send me the file" asks "send me the file"); if
// none is left, the clause stays a statement (or goes as a curse, hostile-orders.ts).
function askBesideSwearing(facts: ClauseFacts, inQuestion: boolean): Ask | null {
  const own = askOf(facts);
  const swearVerb = facts.imperativeAt >= 0 && isSwearWord(facts.tokens[facts.imperativeAt] as Token);
  // "Fucking send me the file": the swear word before the verb hides the order from the tagger.
  if (!swearVerb && (own !== null || !facts.tokens.some(isSwearWord))) return own;
  if (!swearVerb && swearsAsSubject(facts.tokens)) return own;
  const kept = facts.tokens.flatMap((token, index) => (isSwearWord(token) ? [] : [index]));
  const ask = askOf(
    readClause(
      kept.map((index) => facts.tokens[index] as Token),
      inQuestion,
    ),
  );
  const verbAt = kept[ask?.verbAt ?? -1];
  // Rule "swear-hides-order-before-it": only swearing before the verb can hide an order from the
  // tagger. "like canada fucked texas", "grant holt , we fuckin love grant holt": taking out a
  // swear word after the supposed verb would make an order of a statement the writer typed.
  const hidden = verbAt !== undefined && facts.tokens.slice(0, verbAt).some(isSwearWord);
  return ask && verbAt !== undefined && hidden ? { ...ask, verbAt } : null;
}

// How the model reads each clause's time limit, or null to read none: the tone reading
// (tone/tone-findings.ts) reads no time limit, and finding them runs chrono on every clause, an
// eighth of its time (issue 24).
export type ModelReading = { readonly timeLimitOf: ((clause: ClauseFacts) => string | null) | null };

function modelClause(
  written: readonly Token[],
  inQuestion: boolean,
  reading: ModelReading,
  next?: readonly Token[],
  previous?: readonly Token[],
): ClauseModel {
  const { tokens, retold } = retellClause(written, inQuestion, next, previous);
  const facts = readClause(tokens, inQuestion);
  // "Do whatever you like", "Look who finally showed up" ask nothing (brush-offs.ts).
  const read = isBrushOff(facts) ? null : askBesideSwearing(facts, inQuestion);
  // "Don't worry about it" lets the reader off; there is nothing to ask politely.
  const comfort = comfortsReader(facts, read);
  const ask = comfort ? null : read;
  const conditional =
    CONDITION_ON_READER.test(facts.text) && (facts.sentiment < 0 || ask?.negative === true) && !comfort;
  return {
    ...facts,
    hostility: conditional ? 'threat' : hostilityOf(withoutSwearing(facts, inQuestion), facts),
    ask,
    timeLimit: reading.timeLimitOf ? reading.timeLimitOf(facts) : null,
    consequence: CONSEQUENCE_STARTS.has(facts.words[0] ?? '') || conditional,
    ...(retold ? { retold, written } : {}),
  };
}

// Which clauses of a sentence ending in "?" ask it: the last, and any in question form with the
// ones joined to it ("Can you send it and call me?"). "Stop wasting my time and answer me: are
// you coming?" orders first and asks last.
function asks(clauses: readonly (readonly Token[])[], index: number): boolean {
  for (let at = index; at >= 0; at--) {
    const clause = clauses[at] ?? [];
    if (opensQuestion(clause)) return true;
    const joined = at > 0 && !/[:;]\s*$/.test(clauses[at - 1]?.at(-1)?.post ?? '');
    if (!joined) break;
  }
  return index === clauses.length - 1;
}

// "We're out of coffee again because nobody ever restocks it": the reason is the reproach, the
// news before it stays. A reason that only explains ("because the bus was late") stays joined.
function splitHostileReason(tokens: Token[]): Token[][] {
  const at = tokens.findIndex((token, index) => index > 1 && token.normal === 'because');
  if (at < 0) return [tokens];
  const reason = readClause(tokens.slice(at + 1), false);
  const head = readClause(tokens.slice(0, at), false);
  const hostile = hostilityOf(reason) !== null && hostilityOf(head) === null;
  return hostile && head.hasContent ? [tokens.slice(0, at), tokens.slice(at)] : [tokens];
}

function roleOf(
  tokens: readonly Token[],
  position: { first: boolean; last: boolean },
  end: string,
): SentenceRole {
  // "Hello??" is impatience, not a greeting.
  if (position.first && isGreeting(tokens) && !end.includes('?')) return 'greeting';
  if (position.last && (isSignoff(tokens) || isNameLine(tokens))) return 'signoff';
  return 'content';
}

// "You ate my leftovers again. Thanks a lot.": a sign-off read as irony in its context is content,
// so it goes as sarcasm instead of framing the message.
const ironicSignoffsAsContent = (lines: LineModel[]): LineModel[] =>
  lines.map((line) => ({
    ...line,
    sentences: line.sentences.map((sentence) =>
      sentence.role === 'signoff' && sentence.clauses.some((clause) => clause.hostility === 'sarcasm')
        ? { ...sentence, role: 'content' as const }
        : sentence,
    ),
  }));

export function readMessageModel(parsed: readonly ParsedLine[], reading: ModelReading): MessageModel {
  const total = parsed.reduce((sum, line) => sum + line.sentences.length, 0);
  const lines: LineModel[] = parsed.map((line) => ({
    bullet: line.bullet,
    afterBlank: line.afterBlank,
    sentences: line.sentences.map((sentence) => {
      const end = endOf(sentence.tokens);
      const position = { first: sentence.index === 0, last: sentence.index >= total - 2 && total > 1 };
      return {
        index: sentence.index,
        line: sentence.line,
        role: roleOf(sentence.tokens, position, end),
        clauses: readBesideNeighbours(
          withSecondWaysJoined(splitClauses(sentence.tokens))
            .flatMap(splitHostileReason)
            .map((clause, index, all) =>
              modelClause(
                clause,
                end.includes('?') && asks(all, index),
                reading,
                all[index + 1],
                all[index - 1],
              ),
            ),
        ),
        end,
        isApology: isApology(sentence.tokens),
        isRefusal: isRefusal(sentence.tokens),
        isThanks: isThanks(sentence.tokens),
      };
    }),
  }));
  const readLines = ironicSignoffsAsContent(
    withKindReasons(
      withContrastJabs(withOwnedMoods(withPraiseBeforeMock(withExasperation(withEchoes(lines))))),
    ),
  );
  const sentences = readLines.flatMap((line) => line.sentences);
  const clauses = sentences
    .filter((sentence) => sentence.role === 'content')
    .flatMap((sentence) => sentence.clauses);
  return {
    lines: readLines,
    sentences,
    timeLimits: clauses.flatMap((clause) => (clause.timeLimit ? [clause.timeLimit] : [])),
    hasConsequence: clauses.some((clause) => clause.consequence),
    asks: clauses.filter((clause) => clause.ask !== null && clause.hostility === null),
    hostile: clauses.filter((clause) => clause.hostility !== null),
    hasApology: sentences.some((sentence) => sentence.isApology),
    hasRefusal: sentences.some((sentence) => sentence.isRefusal),
    hasThanks: sentences.some((sentence) => sentence.isThanks),
  };
}
