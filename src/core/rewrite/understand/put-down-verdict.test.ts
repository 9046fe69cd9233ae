import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostilities = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences.flatMap((s) => s.clauses.map((c) => c.hostility));

describe('rule "put-down-verdict": a put-down on this, that or the reader\'s thing goes like venting', () => {
  it.each(['That is rubbish.', 'Your report was garbage.', 'This is utter crap.'])('%s is venting', (text) =>
    expect(hostilities(text)).toEqual(['venting']),
  );
  it.each(['The weather is terrible.', 'That is fine.', 'That is awful news.', 'Your report was late.'])(
    'near miss: %s is no verdict',
    (text) => expect(hostilities(text)).toEqual([null]),
  );
  it('the ask beside it stays, the verdict goes', () => {
    const out = rewriteText('That is rubbish. Send me the new figures by 3pm.');
    expect(out).not.toMatch(/rubbish/i);
    expect(out).toMatch(/new figures by 3pm/);
  });
});

describe('rule "describes-misfortune": a bad word before its noun says how hard things are', () => {
  leavesAsWritten(['That is sad news.', "That's terrible luck, I'm sorry."], '%s is left as it was');
  it('near miss: "That\'s a stupid idea." still judges', () =>
    expect(rewriteText("That's a stupid idea.")).not.toMatch(/stupid/));
});

describe('rule "belittles-what-follows": "It\'s not that hard to reply" calls the reader slow', () => {
  it('the belittling goes and the ask stays', () =>
    expect(
      rewriteText("It's not that hard to reply to an email. I need a yes or no on the quote by Wednesday."),
    ).toBe('Could I have a yes or no on the quote by Wednesday?'));
  it('near miss: "It\'s not hard to get to the station from here" tells the way', () => {
    const text = "It's not hard to get to the station from here, it's a 5 minute walk.";
    expect(rewriteText(text)).toBe(text);
  });
});

describe('rule "put-down-verdict" after a joining word or a stance word', () => {
  rewritesTo([
    [
      "The parcel still hasn't arrived and your tracking page is useless.",
      "The parcel still hasn't arrived.",
    ],
    ['Honestly your meeting notes are useless. Send the agenda by 5.', 'Could you send the agenda by 5?'],
  ]);
  it('near miss: "…and your answer is wrong" corrects, and stays', () =>
    expect(rewriteText('The train is late and your answer is wrong.')).toBe(
      'The train is late and your answer is wrong.',
    ));
});
