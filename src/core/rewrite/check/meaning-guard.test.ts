import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../catalog/messages.ts';
import { meaningGuardWarnings } from './meaning-guard.ts';

const warningsOf = (original: string, rewrite: string) => meaningGuardWarnings(original, rewrite);

describe('the meaning guard warns', () => {
  it('about dropped facts, in plain words', () => {
    expect(warningsOf('Pay the $1,240.50 by Thursday, see ENG-2291.', 'Could you pay the bill?')).toEqual([
      'The rewrite may have dropped: $1,240.50 (money), ENG-2291 (ticket id)',
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“Thursday”`,
    ]);
  });

  it('when a "not" is lost', () => {
    expect(
      warningsOf('Do not deploy the hotfix to production.', 'Please deploy the hotfix to production.'),
    ).toEqual([`${MESSAGES.MEANING_GUARD_NEGATION_LOST}“Do not deploy”`]);
    expect(
      warningsOf("I can't lend you the van on Saturday.", 'I can lend you the van on Saturday.'),
    ).toEqual([`${MESSAGES.MEANING_GUARD_NEGATION_LOST}“can't lend”`]);
  });

  it('when a must becomes a maybe', () => {
    const original = 'You must renew the parking permit by 9am Monday.';
    for (const rewrite of [
      'You may renew the parking permit by 9am Monday.',
      'You could consider renewing the parking permit by 9am Monday.',
      'If you like, renew the parking permit by 9am Monday.',
    ]) {
      expect(warningsOf(original, rewrite), rewrite).toEqual([
        `${MESSAGES.MEANING_GUARD_OBLIGATION_WEAKENED}“must renew”`,
      ]);
    }
  });

  it('when a time limit is dropped, and when "no rush" sits next to one', () => {
    const original = 'Return the signed lease by 5pm Thursday.';
    expect(warningsOf(original, 'Could you return the signed lease?')).toEqual([
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“5pm Thursday”`,
    ]);
    expect(warningsOf(original, 'Could you return the signed lease by 5pm Thursday? No rush.')).toEqual([
      `${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}“No rush”`,
    ]);
  });

  it('reads time limits chrono-node knows as well as business ones', () => {
    expect(warningsOf('Send the slides by EOD.', 'Could you send the slides?')).toEqual([
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“EOD”`,
    ]);
    expect(warningsOf('The van comes in 20 minutes, move the bikes.', 'Could you move the bikes?')).toEqual([
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“in 20 minutes”`,
    ]);
  });

  it('when the ask changes its verb, or turns into a refusal', () => {
    expect(
      warningsOf(
        'Reschedule the dentist visit for Friday.',
        'Could you cancel the dentist visit for Friday?',
      ),
    ).toEqual([`${MESSAGES.MEANING_GUARD_ASK_CHANGED}“Reschedule”`]);
    expect(warningsOf('Please submit your timesheet by 6pm.', "I can't submit my timesheet by 6pm.")).toEqual(
      [`${MESSAGES.MEANING_GUARD_ASK_REFUSED}“submit”`],
    );
  });
});

describe('the meaning guard stays quiet', () => {
  const quiet: readonly (readonly [string, string, string])[] = [
    ['a must turned into a request', 'You must send the NDA by 3pm.', 'Could you send the NDA by 3pm?'],
    [
      'a shouted "do not" turned into "please don\'t"',
      'Do NOT merge anything into main until the release is tagged tonight.',
      "Please don't merge anything into main until the release is tagged tonight.",
    ],
    [
      'the same time limit, said another way',
      'The filing is due on 7 August, return the signed lease by 5pm Thursday.',
      'The filing is due on August 7. Could you return the signed lease by Thursday at 5pm?',
    ],
    [
      'dropped blame with a count in it',
      "I've asked you FOUR times for the wifi password. Do you even read your messages?",
      'Could you send me the wifi password?',
    ],
    [
      'dropped profanity and an insult',
      'Who the hell took my stapler? Bring it back, you idiot.',
      'Could you bring my stapler back?',
    ],
    [
      'a jab dropped and a condition turned into a request',
      "Don't bother coming to the review if you haven't read the report.",
      'Please read the report before the review.',
    ],
    [
      'a negation kept with other words',
      "The bank won't release the loan without your signature.",
      'The bank can only release the loan once it has your signature.',
    ],
    [
      "a request that says 'you could' in a question",
      'Send me the floor plan today.',
      'Could you send me the floor plan today?',
    ],
    [
      'a thing not done yet turned into a request to do it',
      "The permission slips are due tomorrow and you still haven't signed them.",
      'The permission slips are due tomorrow. Could you sign them?',
    ],
    ['"May" the month', 'Book the venue for 3 May.', 'Could you book the venue for 3 May?'],
  ];
  for (const [what, original, rewrite] of quiet) {
    it(`for ${what}`, () => {
      expect(warningsOf(original, rewrite)).toEqual([]);
    });
  }
});

describe('the meaning guard on notes', () => {
  it('accepts a weekday spelt out, and still sees a weekday dropped', () => {
    const notes = '- dentist Tue 9am\n- gym Fri';
    expect(warningsOf(notes, '1. The dentist is on Tuesday at 9am.\n2. Gym on Friday.')).toEqual([]);
    expect(warningsOf(notes, '1. The dentist is on Tuesday at 9am.\n2. Gym.')).toEqual([
      'The rewrite may have dropped: Fri (weekday)',
    ]);
  });
});

describe('time limits', () => {
  it('are spans from now, not months', () => {
    expect(warningsOf('The crane arrives in 15 minutes.', 'The crane arrives soon.')).toEqual([
      `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“in 15 minutes”`,
    ]);
    expect(warningsOf('Priya starts in June.', 'Priya starts soon.')).toEqual([
      'The rewrite may have dropped: June (month)',
    ]);
  });
});

describe('false reassurance', () => {
  it('is flagged next to an appointment time too, but not next to a plain day', () => {
    expect(
      warningsOf('The vet is at 8:40 tomorrow.', 'The vet is at 8:40 tomorrow. Take your time.'),
    ).toEqual([`${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}“Take your time”`]);
    expect(warningsOf('Shall we do lunch on Friday?', 'Shall we do lunch on Friday? No rush.')).toEqual([]);
  });
});
