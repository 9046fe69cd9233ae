import type { Token } from '../parse/tokens.ts';
import { ownedFeelingOnly } from './denied-feeling.ts';
import { afterHabitPointer, habitAsSubject } from './habit-as-subject.ts';
import type { Hostility } from './hostility.ts';
import { withoutMockAddress } from './mock-address.ts';
import { praisedFailureAsEvent } from './praise-for-a-failure.ts';
import { causeAsOutcome, obstructionAsState, unnamedActAsChanges } from './reader-as-cause.ts';
import { unnamedDoerAsNews } from './unnamed-doer.ts';
import { verdictAsTopic } from './verdict-beside-reason.ts';
import { praisedHowAsEvent, wonderAsEvent } from './wonder-how-you.ts';

// understand: a clause whose hostility wraps a fact is read as the fact it tells, and the model
// records what went (`retold`, for the explanation):
// - "Great job forgetting Mum's birthday" as "You forgot Mum's birthday" (praise-for-a-failure.ts),
//   and "I don't know how you managed to break the build" as "You broke the build" (wonder-how-you.ts);
// - "Your spreadsheet is garbage, the totals …" as "About your spreadsheet: …" (verdict-beside-reason.ts);
// - "You're the reason the project is late" as "The project is late" (reader-as-cause.ts);
// - "Did you even read it, genius?" as "Did you even read it?" (mock-address.ts);
// - "You're always late to standup and it wastes …" as "Being late to standup wastes …" (habit-as-subject.ts).
export function retellClause(
  written: readonly Token[],
  inQuestion: boolean,
  next: readonly Token[] | undefined,
  previous: readonly Token[] | undefined,
): { tokens: readonly Token[]; retold: Hostility | null } {
  const unaddressed = withoutMockAddress(written, inQuestion);
  const plain = (inQuestion ? null : ownedFeelingOnly(unaddressed ?? written)) ?? unaddressed ?? written;
  const praised = inQuestion ? null : praisedFailureAsEvent(plain);
  const wondered = inQuestion || praised ? null : (wonderAsEvent(plain) ?? praisedHowAsEvent(plain));
  const cause =
    inQuestion || praised || wondered
      ? null
      : (causeAsOutcome(plain) ?? obstructionAsState(plain) ?? unnamedActAsChanges(plain));
  const topic = inQuestion || praised || wondered || cause ? null : verdictAsTopic(plain, next);
  const habit = inQuestion || praised || wondered || cause || topic ? null : habitAsSubject(plain, next);
  const pointed = habit || inQuestion ? null : afterHabitPointer(plain, previous);
  const doer = inQuestion || pointed ? null : unnamedDoerAsNews(plain, next);
  const tokens = praised ?? wondered ?? cause ?? topic ?? habit ?? pointed ?? doer ?? plain;
  if (praised || (unaddressed && !cause && !topic)) return { tokens, retold: 'sarcasm' };
  if (cause || habit || wondered) return { tokens, retold: 'blame' };
  return { tokens, retold: topic ? 'insult' : null };
}
