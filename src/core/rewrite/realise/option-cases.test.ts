import { describe, expect, it } from 'vitest';
import { TONES, type TransformRequest, TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// Issue 22's measure, in our own words: cases of every task type, intent that fits, persona and
// tone group, each checked by kind (what must stay, what must go, that the option made its change)
// rather than by exact wording. Near misses check that an option that doesn't fit says so.
const rewrite = (originalMessage: string, options: Partial<TransformRequest> = {}) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage }));
const FALSE_REASSURANCE = /no rush|no pressure|no hurry|whenever|when you can|take your time/i;

interface Case {
  readonly text: string;
  readonly options: Partial<TransformRequest>;
  // Every pattern must be in the rewrite.
  readonly keep: readonly RegExp[];
  // None may be.
  readonly forbid?: readonly RegExp[];
  // The option made a visible change (true) or left the message as typed (false).
  readonly changed?: boolean;
  // What the explanation must say.
  readonly explains?: RegExp;
  // A real time limit: no "no rush".
  readonly deadline?: boolean;
}

const CASES: readonly Case[] = [
  // say-no: a favour asked of the writer, declined with its details.
  {
    text: 'Could you run the bake sale stall on the 9th?',
    options: { intent: 'say-no' },
    keep: [/can't|cannot/i, /bake sale stall/, /9th/],
    forbid: [/\?/],
    changed: true,
  },
  {
    text: 'Any chance you could pick up my parcel from the depot tomorrow?',
    options: { intent: 'say-no' },
    keep: [/can't/i, /pick up your parcel/, /tomorrow/],
    changed: true,
  },
  {
    text: 'Are you able to host the book club at yours next month?',
    options: { intent: 'say-no' },
    keep: [/can't/i, /host the book club/, /next month/],
    changed: true,
  },
  {
    text: 'Would you mind feeding the cat over the long weekend?',
    options: { intent: 'say-no' },
    keep: [/can't feed the cat/i, /long weekend/],
    forbid: [/mind/],
    changed: true,
  },
  {
    text: "I need you to present the quarterly numbers at Monday's all-hands.",
    options: { intent: 'say-no' },
    keep: [/can't/i, /quarterly numbers/, /Monday/],
    changed: true,
  },
  {
    text: 'The boiler engineer comes on Thursday at 8.',
    options: { intent: 'say-no' },
    keep: [/Thursday at 8/],
    changed: false,
    explains: /nothing to decline|didn’t fit/,
  },
  // apologize: owns the writer's slip, plainly.
  {
    text: 'I forgot to water your tomatoes while you were away.',
    options: { intent: 'apologize' },
    keep: [/sorry/i, /forgot to water your tomatoes/],
    forbid: [/no worries/i],
    changed: true,
  },
  {
    text: "I didn't get back to you about the flat viewing on Saturday.",
    options: { intent: 'apologize' },
    keep: [/sorry/i, /flat viewing/, /Saturday/],
    changed: true,
  },
  {
    text: 'Oops, I booked the venue for the wrong date, the 21st instead of the 12th.',
    options: { intent: 'apologize' },
    keep: [/sorry/i, /21st/, /12th/],
    forbid: [/oops/i],
    changed: true,
  },
  {
    text: 'We missed the deadline for the grant application by two days.',
    options: { intent: 'apologize' },
    keep: [/sorry/i, /grant application/, /two days/],
    changed: true,
  },
  {
    text: 'I dropped off the signed lease at your office this morning.',
    options: { intent: 'apologize' },
    keep: [/dropped off the signed lease/],
    forbid: [/sorry/i],
    changed: false,
    explains: /doesn’t apologise/,
  },
  // update: the news first.
  {
    text: 'Could you tell the kids to pack their swimming bags? The pool reopens on Tuesday.',
    options: { intent: 'update' },
    keep: [/^The pool reopens on Tuesday/, /swimming bags/],
    changed: true,
  },
  // clarify-message: one specific question.
  {
    text: "I'm not sure which entrance you want us to use for the delivery.",
    options: { taskType: 'clarify-message' },
    keep: [/which entrance/i, /\?$/],
    changed: true,
  },
  {
    text: 'Not sure what you mean by "tidy up the repo" before the release.',
    options: { taskType: 'clarify-message' },
    keep: [/what do you mean by "tidy up the repo"/i, /\?$/],
    changed: true,
  },
  {
    text: "I'm confused about whether the trip is on the 4th or the 5th.",
    options: { taskType: 'clarify-message' },
    keep: [/^Is the trip on the 4th or the 5th\?$/],
    changed: true,
  },
  {
    text: 'Where do we park? Is there a fee? And how long is the talk on the 3rd?',
    options: { taskType: 'clarify-message' },
    keep: [/3rd/],
    explains: /one specific question/,
  },
  {
    text: 'The plumber said Tuesday works.',
    options: { taskType: 'clarify-message' },
    keep: [/Tuesday/],
    changed: false,
    explains: /doesn’t say what is unclear/,
  },
  // repair-misunderstanding: the misunderstanding named, the fact that resolves it, no blame.
  {
    text: 'You seem to think I gave away your seat, but the usher moved everyone to row F.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/may have looked as if I gave away your seat/, /row F/],
    forbid: [/you seem to think/i],
    changed: true,
  },
  {
    text: "You've got it all wrong, I never agreed to the 9am start, I agreed to 10am.",
    options: { taskType: 'repair-misunderstanding' },
    keep: [/misunderstanding/i, /9am/, /10am/],
    forbid: [/got it all wrong/i],
    changed: true,
  },
  {
    text: 'Somehow you got the impression the bill was split three ways. It was split four ways.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/may have looked as if/i, /four ways/],
    changed: true,
  },
  {
    text: "I wasn't cancelling on you, I was moving our lunch to Friday.",
    options: { taskType: 'repair-misunderstanding' },
    keep: [/Friday/],
    changed: false,
    explains: /already names the misunderstanding/,
  },
  // schedule-meeting: offered times only, a question to confirm or pick.
  {
    text: 'We should go through the lease renewal sometime next week.',
    options: { taskType: 'schedule-meeting' },
    keep: [/lease renewal/, /which day next week/i],
    forbid: [/would next week work/i],
    changed: true,
  },
  {
    text: 'Budget check-in Wednesday 4pm, room 2B. Be there.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Wednesday 4pm/, /2B/, /\?/],
    forbid: [/be there/i],
    changed: true,
  },
  {
    text: 'Kick-off for the garden project, Saturday at 10, at the allotment. Attendance is mandatory.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Saturday at 10/, /allotment/, /\?/],
    forbid: [/mandatory|compulsory|required/i],
    changed: true,
  },
  {
    text: 'The library books were due on the 12th, please return them this week.',
    options: { taskType: 'schedule-meeting' },
    keep: [/12th/, /this week/],
    forbid: [/work for you\?|suit you\?/],
    explains: /names no meeting/,
  },
  {
    text: 'Lunch on Thursday? I could do 12:30 near the station.',
    options: { taskType: 'schedule-meeting' },
    keep: [/12:30/],
    changed: false,
    explains: /already asks/,
  },
  // step-away-notice: away, back, who covers, as given.
  {
    text: "Don't call me until Tuesday, I'm at my sister's wedding. Leo has the shop keys.",
    options: { taskType: 'step-away-notice' },
    keep: [/until Tuesday/, /Leo has the shop keys/],
    forbid: [/don't call me/i],
    changed: true,
  },
  {
    text: 'Ravi is handling invoices this week. I am on leave until the 18th.',
    options: { taskType: 'step-away-notice' },
    keep: [/^I am on leave until the 18th/, /Ravi/],
    changed: true,
  },
  {
    text: 'Can you send me the minutes from Monday?',
    options: { taskType: 'step-away-notice' },
    keep: [/minutes/],
    explains: /doesn’t say when you are away/,
  },
  // gentle-followup: no "still waiting".
  {
    text: 'Still waiting on the insurance form I asked for on the 2nd.',
    options: { taskType: 'gentle-followup' },
    keep: [/insurance form/, /2nd/],
    forbid: [/still waiting/i],
  },
  // Personas.
  {
    text: 'Why is the stock count wrong again? Recount aisle 7 by 5pm.',
    options: { persona: 'manager-rsd' },
    keep: [/aisle 7/, /5pm/],
    forbid: [/\bwhy\b/i, /\bagain\b/i],
    deadline: true,
  },
  {
    text: 'Hello Priya, the van is booked. Please bring the crates and the trolley by 8am.',
    options: { persona: 'friend-executive' },
    keep: [/^Hello Priya/, /crates/, /8am/],
    deadline: true,
  },
  {
    text: 'For Friday I need the float, the till roll and the card reader charged.',
    options: { persona: 'teammate-adhd' },
    keep: [/\n1\. /, /\n2\. /, /Friday/],
    deadline: true,
  },
  {
    text: 'Why has nobody answered the door?',
    options: { persona: 'manager-rsd' },
    keep: [/door/],
    forbid: [/what happened with/i],
  },
  {
    text: 'Let me know if the cottage is free in May.',
    options: { tone: 'friendly' },
    keep: [/^Let me know if the cottage is free in May\.$/],
  },
  {
    text: 'Please send me the signed invoice.',
    options: { intent: 'say-no' },
    keep: [/signed invoice/],
    forbid: [/can't/i],
    explains: /didn’t fit/,
  },
  {
    text: 'The report is a piece of cake, just touch base with Ana when you can.',
    options: { persona: 'neurodivergent-client' },
    keep: [/Ana/],
    forbid: [/piece of cake/i, /touch base/i],
  },
  // Reassuring names what is fine, without false reassurance.
  {
    text: 'Please sign the last page by noon tomorrow. The rest of the contract is approved.',
    options: { tone: 'reassuring' },
    keep: [/^The rest of the contract is approved/, /noon tomorrow/],
    deadline: true,
    changed: true,
  },
  {
    text: 'Could you send the photos for the newsletter by Friday? I have already written the article.',
    options: { tone: 'reassuring' },
    keep: [/^I have already written the article/, /Friday/],
    deadline: true,
    changed: true,
  },
  {
    text: 'Please pay the deposit by the 3rd. The booking is confirmed once it arrives.',
    options: { tone: 'reassuring' },
    keep: [/^Would you be able to pay the deposit by the 3rd/],
    deadline: true,
  },
  {
    text: 'Could you confirm the order by Friday? The supplier is not ready yet.',
    options: { tone: 'reassuring' },
    keep: [/^Would you be able to confirm the order by Friday\?/],
    deadline: true,
  },
];

describe('issue 22 cases: each option makes its change where it fits', () => {
  for (const testCase of CASES) {
    const label = `${Object.values(testCase.options).join(' ')}: ${testCase.text}`;
    it(label, () => {
      const { generatedMessage, explanation } = rewrite(testCase.text, testCase.options);
      for (const pattern of testCase.keep) expect(generatedMessage).toMatch(pattern);
      for (const pattern of testCase.forbid ?? []) expect(generatedMessage).not.toMatch(pattern);
      if (testCase.changed === true) expect(generatedMessage).not.toBe(testCase.text);
      if (testCase.changed === false) expect(generatedMessage).toBe(testCase.text);
      if (testCase.explains) expect(explanation).toMatch(testCase.explains);
      if (testCase.deadline) expect(generatedMessage).not.toMatch(FALSE_REASSURANCE);
    });
  }
});

// Tone groups: the four tones give at least three different texts, each keeping the facts.
const TONE_GROUPS: readonly { text: string; facts: readonly RegExp[] }[] = [
  { text: 'Could you drop the spare key at number 12 before Sunday?', facts: [/number 12/, /Sunday/] },
  { text: 'I was wondering if you could check the seating chart for the reunion.', facts: [/seating chart/] },
  {
    text: 'Please return the library books by Thursday. The fines start on Friday.',
    facts: [/Thursday/, /Friday/],
  },
  { text: 'Let me know by the 30th whether you want the vegetarian option.', facts: [/30th/, /vegetarian/] },
  { text: 'Move your car out of bay 4 before the cleaners arrive at 7.', facts: [/bay 4/, /7/] },
];

describe('issue 22 cases: tone groups give at least three distinct texts', () => {
  for (const group of TONE_GROUPS) {
    it(group.text, () => {
      const texts = TONES.map((tone) => rewrite(group.text, { tone }).generatedMessage);
      expect(new Set(texts).size).toBeGreaterThanOrEqual(3);
      for (const text of texts) for (const fact of group.facts) expect(text).toMatch(fact);
    });
  }
});
