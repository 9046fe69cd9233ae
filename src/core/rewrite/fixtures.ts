// Stressful messages written for the rewrite engine's tests (not copied from any corpus). Together
// they cover all 8 task types plus an unknown one, and carry the facts a rewrite must keep: times,
// dates, money, names, links, ticket ids and e-mail addresses.

export interface RewriteFixture {
  readonly id: string;
  readonly taskType: string;
  readonly text: string;
}

export const REWRITE_FIXTURES: readonly RewriteFixture[] = [
  {
    id: 'email-contract',
    taskType: 'write-email',
    text: 'Dana, I need the signed vendor contract back TODAY. Legal already asked twice and the $12,500 deposit is due Friday at noon. Send it to legal@northwind.io immediately.',
  },
  {
    id: 'email-login-bug',
    taskType: 'write-email',
    text: 'You must fix the login bug before the 2.4 release on March 14. Support tickets keep piling up. Ticket OPS-7731 has the details: https://tracker.example.org/OPS-7731',
  },
  {
    id: 'email-slides',
    taskType: 'write-email',
    text: "Honestly I'm disappointed. The slides for the Berlin pitch still show the old prices. You have to update them by 9am Monday, no excuses.",
  },
  {
    id: 'meeting-roadmap',
    taskType: 'schedule-meeting',
    text: 'We need to talk about the Q4 roadmap with Omar. Thursday 3:30pm. This is mandatory and you should come prepared.',
  },
  {
    id: 'meeting-falcon',
    taskType: 'schedule-meeting',
    text: "Can we meet asap? The budget review for project Falcon is a mess and I'm worried.",
  },
  {
    id: 'away-august',
    taskType: 'step-away-notice',
    text: "I'm off from 12 August until 19 August. Don't call me. Ask Lucia Gomez if anything urgent comes up, her email is lucia@example.com.",
  },
  {
    id: 'away-sick',
    taskType: 'step-away-notice',
    text: 'Sick today. Not checking messages. Back Wednesday.',
  },
  {
    id: 'followup-invoice',
    taskType: 'gentle-followup',
    text: "I asked you THREE times for invoice #1042 ($860). Why haven't you paid it? It was due on 2 May.",
  },
  {
    id: 'followup-design',
    taskType: 'gentle-followup',
    text: 'Still waiting on the design files for the Harbor app. You promised them last week. Hello???',
  },
  {
    id: 'phrases-talking-over',
    taskType: 'realtime-phrases',
    text: "Stop talking over me, I'm not done yet!",
  },
  {
    id: 'phrases-late',
    taskType: 'realtime-phrases',
    text: "We're already 20 minutes late and you're still not ready. Hurry up.",
  },
  {
    id: 'clarify-rollout',
    taskType: 'clarify-message',
    text: "What does 'finish the rollout' even mean? Which regions and by when? This is so frustrating.",
  },
  {
    id: 'clarify-discount',
    taskType: 'clarify-message',
    text: 'Your email about the 15% discount made no sense. Is it for all customers or just Acme?',
  },
  {
    id: 'repair-launch',
    taskType: 'repair-misunderstanding',
    text: "You got it totally wrong. I said the launch moves to 6 June, not that it's cancelled. Stop spreading that.",
  },
  {
    id: 'notes-contract',
    taskType: 'compose-from-notes',
    text: '- call Priya re contract\n- server costs up 18% ($2,300/month)\n- demo moved to Tue 11am\n- need approval from finance by 30 Sept',
  },
  {
    id: 'notes-standup',
    taskType: 'compose-from-notes',
    text: 'standup notes: API migration 70% done, blocker: auth tokens, Sam out Fri, next sync Mon 10:15',
  },
  {
    id: 'unknown-printer',
    taskType: 'office-request',
    text: 'URGENT: the printer on floor 3 is broken again and nobody reported it. Fix it now.',
  },
];

export const fixturesOf = (taskType: string) =>
  REWRITE_FIXTURES.filter((fixture) => fixture.taskType === taskType);
