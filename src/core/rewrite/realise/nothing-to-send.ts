import { EMOTIONAL_RULE } from '../../analysis/word-rules.ts';
import {
  DEFAULT_FEELING,
  I_STATEMENT,
  REWRITE_EXPLANATIONS as TEXT,
} from '../../catalog/rewrite-explanations.ts';
import type { GenerationResult } from '../../schemas.ts';
import { joinTokens } from '../parse/tokens.ts';
import { blamedEvent } from '../understand/blamed-events.ts';
import { readClause, scoreOfWord } from '../understand/clause-facts.ts';
import type { ClauseModel, MessageModel } from '../understand/message-model.ts';
import { lastNounPhrase } from '../understand/noun-phrases.ts';
import { NoteBook } from './notes.ts';
import { eventThing, observationOf } from './observation.ts';

// When nothing is left to send (pure venting or abuse), no text is invented: the result is empty,
// the explanation names what the anger was about, and where the message names a cause ("I can't
// believe you forgot my birthday"), one honest "I" statement is offered from it.

const FEELINGS = new Set(EMOTIONAL_RULE.phrases.map((phrase) => phrase.text));
// The explanation speaks to the writer: their "my birthday" is "your birthday" there.
const TO_WRITER: Readonly<Record<string, string>> = { my: 'your', our: 'your', me: 'you', us: 'you' };
const toWriter = (text: string) =>
  text.replace(/\b(?:my|our|me|us)\b/gi, (word) => TO_WRITER[word.toLowerCase()] ?? word);

const contentClauses = (model: MessageModel) =>
  model.sentences.filter((sentence) => sentence.role === 'content').flatMap((sentence) => sentence.clauses);

// "you forgot my birthday" inside "I can't believe you forgot my birthday": what happened.
function causeOf(clause: ClauseModel): { cause: string; thing: string } | null {
  const at = clause.tokens.findIndex((token) => token.normal === 'you');
  if (at < 0) return null;
  const facts = readClause(clause.tokens.slice(at), false);
  const event = blamedEvent(facts);
  if (!event) return null;
  const thing = eventThing(facts, event);
  const options = {
    tone: 'supportive',
    persona: 'general',
    sentence: 0,
    notes: new NoteBook(),
    allowed: new Set<string>(),
  } as const;
  const cause = event.writersOwn
    ? joinTokens(facts.tokens.slice(0, event.objectTo))
        .trim()
        .replace(/[\s.!?,;:]+$/u, '')
    : observationOf(
        { ...facts, hostility: 'blame', ask: null, timeLimit: null, consequence: false },
        event,
        options,
      );
  return { cause: cause.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase()), thing };
}

const INDEFINITES = new Set(['everyone', 'everybody', 'someone', 'somebody', 'anyone', 'anybody', 'nobody']);

// The last thing named that is not itself abuse ("this project", not "your ignorance").
function topicOf(clauses: readonly ClauseModel[]): string | null {
  // A bare noun ("…, thief.") addresses the reader; a topic is a phrase ("this project").
  const phrases = clauses.flatMap((clause) => {
    const phrase = lastNounPhrase(clause.tokens) ?? '';
    // "Get a life", "Stop being such a baby": in an insult, "a …" is the label, not a topic.
    const label =
      /^(?:a|an|such)\s/i.test(phrase) && (clause.hostility === 'insult' || clause.hostility === 'abuse');
    // "everyone else" names nobody, and "Lovely job" is the mock's own praise, no topic.
    const words = phrase.toLowerCase().split(/\s+/);
    const fits =
      !label &&
      phrase.includes(' ') &&
      !INDEFINITES.has(words[0] ?? '') &&
      words.every((word) => scoreOfWord(word) > -2 && scoreOfWord(word) <= 0);
    return fits ? [phrase] : [];
  });
  return phrases.at(-1) ?? null;
}

// The writer's own word for how they feel, if they used one ("I'm so angry").
const feelingOf = (clauses: readonly ClauseModel[]) =>
  clauses.flatMap((clause) =>
    clause.firstPersonSubject ? clause.words.filter((word) => FEELINGS.has(word)) : [],
  )[0] ?? DEFAULT_FEELING;

export function nothingToSend(model: MessageModel): GenerationResult {
  const clauses = contentClauses(model);
  const found = clauses.map(causeOf).find((cause) => cause !== null) ?? null;
  const about = found ? found.thing : topicOf(clauses);
  return {
    generatedMessage: '',
    explanation: TEXT.onlyAnger(about ? toWriter(about) : null),
    nothingToSend: {
      about: about ? toWriter(about) : null,
      iStatement: found ? I_STATEMENT(feelingOf(clauses), found.cause) : null,
    },
  };
}
