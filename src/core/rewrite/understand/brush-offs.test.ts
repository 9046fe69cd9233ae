import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "mocks-slowness": mock praise of how long the reader took goes', () => {
  rewritesTo([
    ['It only took you a month to ring back. The boiler is fixed now.', 'The boiler is fixed now.'],
    ['Took you forever enough. Your parcel is at the depot.', 'Your parcel is at the depot.'],
    ['About time you rang. The boiler man comes at 2pm.', 'The boiler man comes at 2pm.'],
    ['It only took you 9 days to reply. The venue is booked.', 'The venue is booked.'],
    ['You took your sweet time. The forms are in the blue folder.', 'The forms are in the blue folder.'],
    ['Decent of you to eventually reply. I sent the form on Monday.', 'I sent the form on Monday.'],
  ]);
  it('is never made a request', () =>
    expect(rewriteText('Look who eventually bothered to reply.')).not.toMatch(/could you|please/i));
  it('alone, it leaves nothing to send', () =>
    expect(rewriteText('Just took you a whole term, then.')).toBe(''));
  leavesAsWritten(
    [
      'It only took you ten minutes, brilliant!',
      'It will take you a week to paint the fence.',
      'Kind of you to help me move on Saturday.',
      'It took you two hours to drive here yesterday.',
      "It's about time we booked the hall.",
      'Took you a while, but thanks for the slides.',
    ],
    'near miss: %s stays',
  );
});

describe('rule "dismissive-permission": leaving it all to the reader\'s whim is no ask', () => {
  rewritesTo([
    ['Fine, do what you want then. The keys are under the mat.', 'The keys are under the mat.'],
    ['Have it your own way. The bins go out on Tuesday.', 'The bins go out on Tuesday.'],
    ['Please yourself. Dinner is at 7pm.', 'Dinner is at 7pm.'],
    ['Whatever. Do what you fancy. The car is booked for 10am.', 'The car is booked for 10am.'],
  ]);
  it('is never made a request', () =>
    expect(rewriteText('Just do as you wish.')).not.toMatch(/could you|please/i));
  leavesAsWritten(
    [
      'Do whatever suits you best on Sunday.',
      'Do whatever you like with the spare room.',
      'Do what you think is right for the team.',
      'Please choose whatever you like from the menu.',
    ],
    'near miss: %s stays',
  );
});
