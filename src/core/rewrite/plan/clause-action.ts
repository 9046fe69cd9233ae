import type { BlamedEvent } from '../understand/blamed-events.ts';
import type { EnvyMarks } from '../understand/envy-as-observation.ts';
import type { Hostility } from '../understand/hostility.ts';
import type { LostPlace } from '../understand/lost-place.ts';
import type { ClauseModel, SentenceModel } from '../understand/message-model.ts';
import type { StatedConsequence } from '../understand/stated-consequence.ts';
import type { OverdueThing } from '../understand/why-still-undone.ts';
import type { MissedDueDate } from './missed-due-date.ts';

// plan's output: what happens to each clause (edit-plan.ts decides; realise reads it).

export type ClauseAction =
  | { readonly kind: 'keep' }
  | { readonly kind: 'drop'; readonly reason: Hostility }
  // A command becomes a request with the same verb and object.
  | { readonly kind: 'request'; readonly verbAt: number; readonly negative: boolean; readonly need?: boolean }
  // "Don't bother coming to the meeting if you haven't read the brief": the condition is the ask.
  | { readonly kind: 'condition-request' }
  // "Why haven't you paid it?": the question blames, but names what is wanted ("pay it").
  // `until`: the ask ends before a count ("… three times").
  | {
      readonly kind: 'why-request';
      readonly verbAt: number;
      readonly negative?: boolean;
      readonly until?: number;
    }
  // "How many times must I remind you that the rent is due?": what was told, as a statement.
  | { readonly kind: 'told-content'; readonly from: number; readonly to?: number }
  // "I asked you THREE times for invoice #1042": the count goes, the subject stays.
  | { readonly kind: 'follow-up-on' }
  // "You were supposed to send it yesterday": the blame goes, "It was due yesterday." stays.
  // With no other ask in the message, the missed action is asked for again ("Could you send it?").
  | { readonly kind: 'restate-due'; readonly due: MissedDueDate; readonly askAgain: boolean }
  // "You missed the client call again" -> "The client call was missed.": the event, not the blame.
  | { readonly kind: 'observe'; readonly event: BlamedEvent }
  // "I'm disappointed with how the launch went" beside other news -> "I'd hoped for better with
  // how the launch went.": what the writer hoped for, not a different feeling.
  | { readonly kind: 'hoped'; readonly from: number }
  // "Why is the report still not done?" -> "Is the report done yet?" (understand/why-still-undone.ts).
  | { readonly kind: 'status-question'; readonly thing: OverdueThing }
  // "… or I'm escalating to Priya" -> "Otherwise, I'll have to escalate to Priya."
  // (understand/stated-consequence.ts).
  // `afterAsk`: the condition before it became the ask, so it follows as "Otherwise, …".
  // "Must be nice to leave at 4 while the rest of us cover your shifts", alone in the message: the
  // grievance told plainly (understand/envy-as-observation.ts).
  | { readonly kind: 'retold-envy'; readonly envy: EnvyMarks }
  // "… or you're off the squad" -> "Otherwise, you can't be on the squad." (understand/lost-place.ts).
  | { readonly kind: 'lost-place'; readonly place: LostPlace }
  // `joined`: it follows the condition it hangs on, kept as written ("If it happens again, …").
  | {
      readonly kind: 'state-consequence';
      readonly consequence: StatedConsequence;
      readonly afterAsk: boolean;
      readonly joined: boolean;
    };

export interface ClausePlan {
  readonly clause: ClauseModel;
  readonly action: ClauseAction;
}

export interface SentencePlan {
  readonly sentence: SentenceModel;
  readonly clauses: readonly ClausePlan[];
}
