import { describe, expect, it } from 'vitest';
import { caseLabel, caseProblems, type OptionCase } from '../option-case-support.ts';

// Issue 22: each task type makes its change where the message fits it, and says why not where it
// doesn't. Messages written for these tests.
const CASES: readonly OptionCase[] = [
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
  // schedule-meeting: a day and its time are one slot; a numbered place is where, a day is no place.
  {
    text: 'Planning session on the 9th at 11am, 5th floor.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Would the 9th at 11am on the 5th floor work for you\?/],
    forbid: [/the 9th or 11am/],
    changed: true,
  },
  {
    text: 'We need to talk about the fence. Come by the house Sunday at 4pm.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Could you come by the house Sunday at 4pm\?/],
    forbid: [/Would Sunday/],
    changed: true,
  },
  // compose-from-notes: notes on one line with full stops are items each (rule "note-per-sentence").
  {
    text: 'fix gate latch. bins out wed night. can you water the tomatoes?',
    options: { taskType: 'compose-from-notes' },
    keep: [/^Bins out Wednesday night\.$/m, /water the tomatoes\?/, /fix the gate latch/i],
    forbid: [/fix gate latch\. bins/i],
    changed: true,
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
  // "what I said …" is what was misread, not a fact after it (near miss: "…, I never said" is).
  {
    text: 'You totally misunderstood what I wrote in the group chat. I offered to drive, not to pay.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/^There was a misunderstanding about what I wrote in the group chat\./, /offered to drive/],
    forbid: [/what:/],
    changed: true,
  },
  {
    text: 'You got the wrong idea about what I meant at dinner.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/^There was a misunderstanding about what I meant at dinner\.$/],
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
  {
    text: "I can't tell which spreadsheet is the latest one.",
    options: { taskType: 'clarify-message' },
    keep: [/\?/, /spreadsheet/],
    changed: true,
  },
  {
    text: "No idea what you mean by 'the usual format' for the report.",
    options: { taskType: 'clarify-message' },
    keep: [/\?$/, /usual format/],
    changed: true,
  },
  {
    text: 'You must have thought I was annoyed with you, but I was just tired after the night shift.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/tired/, /night shift/],
    forbid: [/^You must have thought/],
    changed: true,
  },
  {
    text: 'You misread my text, I said Tuesday at 6, not Thursday.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/misunderstanding/i, /Tuesday at 6/],
    forbid: [/you misread/i],
    changed: true,
  },
  {
    text: 'Parents evening Tuesday 6:30pm, hall B. Be on time.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Tuesday 6:30pm/, /hall B/i, /\?/],
    forbid: [/be on time/i],
    changed: true,
  },
  {
    text: 'We should sit down about the renovation plans sometime in April.',
    options: { taskType: 'schedule-meeting' },
    keep: [/renovation/, /in April/, /\?/],
    forbid: [/would April work/i],
    changed: true,
  },
  {
    text: 'Sprint planning Monday 10:00, 1 hour, on Teams.',
    options: { taskType: 'schedule-meeting' },
    keep: [/Monday 10:00/, /on Teams/, /\?/],
    changed: true,
  },
  {
    text: "Don't email me next week, I'm at a training course. Hana can help with rotas.",
    options: { taskType: 'step-away-notice' },
    keep: [/next week/, /Hana/],
    forbid: [/don't email me/i],
    changed: true,
  },
  {
    text: 'Did you get a chance to look at the quote I sent on the 3rd? Still waiting.',
    options: { taskType: 'gentle-followup' },
    keep: [/quote/, /3rd/],
    forbid: [/still waiting/i],
  },
  {
    text: 'You got the wrong end of the stick: the refund is £30, not £300.',
    options: { taskType: 'repair-misunderstanding' },
    keep: [/misunderstanding/i, /£30/, /£300/],
    forbid: [/wrong end of the stick/i],
    changed: true,
  },
  {
    text: "Let's have a call about the website redesign at some point next month.",
    options: { taskType: 'schedule-meeting' },
    keep: [/website redesign/, /which day next month/i],
    changed: true,
  },
  {
    text: "Ask Ben about the van keys. I'm out of office from the 20th to the 27th.",
    options: { taskType: 'step-away-notice' },
    keep: [/^I'm out of office from the 20th to the 27th/, /Ben/],
    changed: true,
  },
];

describe('issue 22 cases: task types', () => {
  for (const testCase of CASES) it(caseLabel(testCase), () => expect(caseProblems(testCase)).toEqual([]));
});
