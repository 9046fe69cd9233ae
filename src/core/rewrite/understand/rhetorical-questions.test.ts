import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostilityOf = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.hostility ?? null;

describe('rule "loaded-at-people": a question is loaded by what it says of people, not of a thing', () => {
  it.each([
    'What do you need from me on the missing test results?',
    'Can I tell you where the broken build stands?',
    'Which of the failed payments should I retry first?',
  ])('%s is a real question about a thing in a bad state', (text) => expect(hostilityOf(text)).toBeNull());
  it.each([
    'Why are you so useless with the test results?',
    'What is wrong with you?',
    'Can you stop being so lazy about the report?',
  ])('near miss: %s judges the reader', (text) => expect(hostilityOf(text)).not.toBeNull());
});

describe('rule "feeling-toward-writer": how the reader feels about the writer, asked in earnest', () => {
  it.each(['Are you mad at me?', 'Are you upset with us about Sunday?'])('%s is a real question', (text) =>
    expect(hostilityOf(text)).toBeNull(),
  );
  it.each(['Are you stupid?', 'Why are you so mad at me all the time?'])(
    'near miss: %s judges or reproaches',
    (text) => expect(hostilityOf(text)).not.toBeNull(),
  );
});

describe('rule "question-about-an-event": a question with its own verb, not about the reader, asks', () => {
  it.each(['does it always appear?', 'by singing?', 'Will they look into these two deals and let me know?'])(
    '%s stays a question',
    (text) => expect(hostilityOf(text)).toBeNull(),
  );
  it.each(['Seriously?', 'Are you kidding me?'])('near miss: %s is asked by nobody', (text) =>
    expect(hostilityOf(text)).toBe('rhetorical'),
  );
});
