import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const compose = (text: string) => rewriteWith(text, { taskType: 'compose-from-notes' });

describe('rule "inline-numbered-steps": numbers typed on one line split the steps', () => {
  it('keeps a short numbered list with no number glued to a step', () => {
    const { generatedMessage, explanation } = compose(
      '1. unplug the router 2. wait 30 seconds 3. plug it back in',
    );
    expect(generatedMessage).toBe('1. Unplug the router\n2. Wait 30 seconds\n3. Plug it back in');
    expect(explanation).toMatch(/steps/);
  });
  it.each(['buy 2 bags of flour and 3 eggs', 'the form is in room 3. leave it on the desk'])(
    'near miss: %s is no list of steps',
    (text) => expect(compose(text).generatedMessage).not.toMatch(/^1\. /m),
  );
  it('near miss: counts without a full stop do not split', () =>
    expect(compose('book a table for 2 people 3 chairs outside').generatedMessage).not.toMatch(/^2\. /m));
});

describe('rule "numbers-carry-the-order": sequence words go once the steps are numbered', () => {
  it('drops "first", "then", "finally" and "step N"', () => {
    expect(
      compose('first preheat the oven, then grease the tin, finally pour the batter').generatedMessage,
    ).toBe('1. Preheat the oven\n2. Grease the tin\n3. Pour the batter');
    expect(compose('step 1 scan the badge\nstep 2 sign the log').generatedMessage).toBe(
      '1. Scan the badge\n2. Sign the log',
    );
  });
  it('near miss: "then" inside a step stays', () =>
    expect(compose('1. wait, then press reset\n2. check the light').generatedMessage).toContain(
      'Wait, then press reset',
    ));
});
