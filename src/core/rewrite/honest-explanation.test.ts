import { describe, expect, it } from 'vitest';
import { REWRITE_EXPLANATIONS as TEXT } from '../catalog/rewrite-explanations.ts';
import { honestExplanation } from './honest-explanation.ts';

const leftAsWritten = (generatedMessage: string) =>
  honestExplanation({ generatedMessage, explanation: TEXT.alreadyKind }).explanation;

describe('rule "kind-only-if-found-kind": a message left with hostility in it is never called kind', () => {
  it.each([
    ["Pay the rent by Friday or I'm reporting you to the council.", 'threat'],
    ['You are a useless idiot.', 'insult'],
    ['The printer is fucking broken again.', 'swearing'],
    ['Go to hell.', 'hostile order'],
  ])('%s', (text, label) => {
    const explanation = leftAsWritten(text);
    expect(explanation).not.toContain('kind');
    expect(explanation).toContain(`the ${label}`);
  });
  it.each(['Send the file by Friday.', 'Hey Dick, can you send the slides?', 'Thanks for the help today!'])(
    'near miss: %s is still called kind',
    (text) => expect(leftAsWritten(text)).toBe(TEXT.alreadyKind),
  );
  it('near miss: an explanation of changes is left alone', () => {
    const result = {
      generatedMessage: 'Go to hell.',
      explanation: 'Turned the command in sentence 1 into a request.',
    };
    expect(honestExplanation(result)).toEqual(result);
  });
});
