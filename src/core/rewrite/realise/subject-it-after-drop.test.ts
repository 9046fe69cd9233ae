import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "subject-it-after-drop": a kept "It …" after dropped venting takes its thing', () => {
  rewritesTo(
    [
      ["I'm so sick of chasing you for the rent. It was due on the 1st.", 'The rent was due on the 1st.'],
      ["I'm sick of asking about the parcel. It's still at the depot.", 'The parcel is still at the depot.'],
    ],
    '%s becomes %s',
  );
  it.each([
    ["I'm fed up with this project. It's Thursday and nothing works.", "It's Thursday"],
    ["You broke the printer again. It's on the second floor.", "It's on the second floor"],
  ])('near miss: %s keeps its own "it"', (text, kept) => expect(rewriteText(text)).toContain(kept));
});

describe('rule "stress-before-mood": "I\'m so sick of …" is fed up, as "I\'m sick of …" is', () => {
  it('the fed-up clause goes', () =>
    expect(rewriteText("I'm so sick of chasing you for the rent. It was due on the 1st.")).not.toMatch(
      /sick/,
    ));
  it('near miss: "I\'m so tired today, can we talk tomorrow?" tells how the writer is', () => {
    const text = "I'm so tired today, can we talk tomorrow?";
    expect(rewriteText(text)).toBe(text);
  });
});
