import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

type Tone = 'supportive' | 'friendly' | 'direct' | 'reassuring';
const toned = (text: string, tone: Tone) => rewriteWith(text, { tone });

describe('news with no ask: each tone makes its own change (issue 22)', () => {
  const news = 'The new cabinet is fitted. The painter comes on Thursday at 9am.';
  it('gives at least three different texts over the four tones', () => {
    const texts = new Set(
      (['supportive', 'friendly', 'direct', 'reassuring'] as Tone[]).map(
        (t) => toned(news, t).generatedMessage,
      ),
    );
    expect(texts.size).toBeGreaterThanOrEqual(3);
  });
});

describe('rule "direct-drops-preamble": the news starts the message', () => {
  it.each([
    ['Quick update: the garage door is fixed.', 'The garage door is fixed.'],
    ['Heads up, the train times changed for May.', 'The train times changed for May.'],
    ['I just wanted to let you know that the parcel came.', 'The parcel came.'],
  ])('%s', (text, direct) => expect(toned(text, 'direct').generatedMessage).toBe(direct));
  it('near miss: "Update" as a verb stays', () =>
    expect(toned('Update the wiki page before the demo.', 'direct').generatedMessage).toMatch(
      /update the wiki/i,
    ));
  it.each(["I'll let you know by Friday which room we have.", 'I wanted to ask about the parking permits.'])(
    'near miss: %s keeps its start',
    (text) => expect(toned(text, 'direct').generatedMessage.slice(0, 12)).toBe(text.slice(0, 12)),
  );
});

describe('rule "friendly-good-news-exclaims": good news said casually', () => {
  it('ends the settled news on "!"', () => {
    const result = toned('The flat viewing is booked for Saturday.', 'friendly');
    expect(result.generatedMessage).toBe('The flat viewing is booked for Saturday!');
    expect(result.explanation).toMatch(/“!”/);
  });
  it.each([
    'The flat viewing is booked, but the agent is missing the deposit.',
    'The flat viewing is booked for Saturday, see you there!',
    'The boiler broke again this morning.',
  ])('near miss: %s gets no "!"', (text) =>
    expect(toned(text, 'friendly').generatedMessage.match(/!/g)?.length ?? 0).toBe(
      text.match(/!/g)?.length ?? 0,
    ),
  );
});

describe('rule "reassuring-settled-then-next": what is settled, then what happens next', () => {
  it('marks the next step', () => {
    const result = toned('The car is repaired. The garage will drop it off tomorrow.', 'reassuring');
    expect(result.generatedMessage).toBe('The car is repaired. Next, the garage will drop it off tomorrow.');
    expect(result.explanation).toMatch(/happens next/);
  });
  it.each([
    // no settled fact to lean on
    'The garage will drop the car off tomorrow.',
    // a time limit stays a limit
    'The car is repaired. The invoice is due by Friday.',
    // already sequenced
    'The car is repaired. Then the garage will drop it off tomorrow.',
  ])('near miss: %s gets no "Next,"', (text) =>
    expect(toned(text, 'reassuring').generatedMessage).not.toMatch(/Next,/),
  );
  it('rule "settled-and-nothing-next": says so instead of claiming nothing is fine', () => {
    const result = toned('The car is repaired and the bill is paid.', 'reassuring');
    expect(result.generatedMessage).toBe('The car is repaired and the bill is paid.');
    expect(result.explanation).toMatch(/already says what is settled/);
  });
});

describe('rule "settled-participle": a done state beyond the listed words', () => {
  it('counts "is fitted" as settled', () =>
    expect(
      toned('The cabinet is fitted. The painter will come on Thursday.', 'reassuring').generatedMessage,
    ).toMatch(/Next, the painter/));
  it.each([
    'The match is cancelled.',
    'The train is delayed.',
    'Your signature is needed.',
    'The room is changed.',
  ])('near miss: %s is not fine news', (text) =>
    expect(toned(text, 'friendly').generatedMessage).not.toMatch(/!/),
  );
});

describe('rule "limit-is-no-next": the model\'s limits, and an obligation, keep a deadline a deadline', () => {
  const reassure = (text: string) => toned(text, 'reassuring').generatedMessage;
  it('a time that binds no one is what comes next', () =>
    expect(reassure('The roof repair is finished. The scaffolding stays up until Tuesday.')).toMatch(
      /Next, the scaffolding stays up until Tuesday\./,
    ));
  it('near miss: a time someone must meet stays a limit', () =>
    expect(reassure('The roof repair is finished. The final invoice is due on Tuesday.')).not.toMatch(
      /Next,/,
    ));
});
