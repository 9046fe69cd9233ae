import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { buildMessageModel } from './build-message-model.ts';
import { FEELING_EQUALS, statedFeeling } from './feelings.ts';

const first = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  return statedFeeling(clause);
};

describe('rule "stated-feeling": the writer names their own feeling', () => {
  it("I'm frustrated that the build failed: what happened follows", () =>
    expect(first("I'm frustrated that the build failed.")).toMatchObject({
      word: 'frustrated',
      negated: false,
    }));
  it("I'm not angry: a denied feeling", () =>
    expect(first("I'm not angry.")).toMatchObject({ negated: true }));
  it("I'm disappointed with how the launch went: about something", () =>
    expect(first("I'm disappointed with how the launch went.")).toMatchObject({ aboutSomething: true }));
  it.each(['The client is angry about the delay.', 'You seem frustrated.', 'I am happy with it.'])(
    'near miss: %s is not the writer stating their own listed feeling',
    (text) => expect(first(text)).toBeNull(),
  );
  it('never offers a different feeling: "frustrated", "angry" and "disappointed" have no equal', () => {
    expect(FEELING_EQUALS.frustrated).toBeNull();
    expect(FEELING_EQUALS.angry).toBeNull();
    expect(FEELING_EQUALS.disappointed).toBeNull();
  });
});
