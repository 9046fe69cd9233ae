import { isCondition } from '../understand/conditional-threats.ts';
import type { ClauseModel, MessageModel } from '../understand/message-model.ts';

// Rule "no-thanks-after-warning": a stock "Thank you!" is a closing for a request, and after a
// warning it reads as menace ("… I'm changing the locks. Thank you!"). It is left out when what
// stays of the message warns of what happens if ("If it goes on, we'll need a meeting", "… or the
// account closes"), turns the reader down ("I'm not covering for you again"), or only forbids
// ("Please don't book anything yet", "Stop leaving the door open": thanks for not doing it
// reads as a telling-off). Near miss:
// "Could you send the keys by Friday?" and "If you're free, could you call me?" ask plainly and
// keep their thanks.

const FUTURE = new Set(['will', 'shall', 'gonna', 'going']);

// "If the rent is late I'm changing the locks", "Unless it's fixed we will cancel": a condition
// whose outcome is what someone will then do, not an ask.
// The outcome may stand as a clause of its own after the condition ("Unless it's fixed by Monday
// we will take it further": understand/clauses.ts, rule "condition-ends-at-new-subject").
function warnsOfOutcome(clause: ClauseModel, next?: ClauseModel): boolean {
  if (!isCondition(clause) || clause.ask !== null) return false;
  if (next && next.hostility === null && next.ask === null && saysWhatNext(next)) return true;
  return saysWhatNext(clause);
}

function saysWhatNext(clause: ClauseModel): boolean {
  const actsNext = clause.tokens.some(
    (token, index) => token.normal === 'am' && clause.tokens[index + 1]?.tags.has('Gerund') === true,
  );
  return actsNext || clause.words.some((word) => FUTURE.has(word));
}

// "Don't …", "Never …", and "Stop …"/"Quit …" (a habit to give up) forbid rather than ask.
const STOPPING_VERBS = new Set(['stop', 'quit']);
const forbids = (clause: ClauseModel): boolean =>
  clause.ask?.negative === true || STOPPING_VERBS.has(clause.tokens[clause.ask?.verbAt ?? -1]?.normal ?? '');

// "I don't understand what you want", "I can't remember the code": the writer not knowing is no
// refusal, and a request after it still earns its thanks.
const KNOWING_VERBS = new Set(['understand', 'know', 'remember', 'see', 'get', 'think', 'follow']);
const turnsDown = (model: MessageModel): boolean =>
  model.sentences.some(
    (sentence) =>
      sentence.isRefusal &&
      !sentence.clauses.some((clause) => clause.words.some((word) => KNOWING_VERBS.has(word))),
  );

export function keepsAWarning(model: MessageModel): boolean {
  const content = model.sentences.filter((sentence) => sentence.role === 'content');
  const warns = content.some((sentence) =>
    sentence.clauses.some(
      (clause, index) =>
        clause.hostility === null &&
        (clause.consequence || warnsOfOutcome(clause, sentence.clauses[index + 1])),
    ),
  );
  const onlyForbids = model.asks.length > 0 && model.asks.every(forbids);
  return onlyForbids || turnsDown(model) || warns;
}
