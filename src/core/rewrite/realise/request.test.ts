import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { phraseRequest, type RequestContext } from './request.ts';

const context: RequestContext = { tone: 'supportive', persona: 'general', otherTimeLimit: false };
const request = (order: string) => phraseRequest(tokenizeSentences(order)[0] ?? [], false, context);

describe('rule "exasperated-ending": a request never ends on "already" or "yet"', () => {
  it.each([
    ['Sign it already!', 'Could you sign it?'],
    ['Decide already.', 'Could you decide?'],
    ['send the invoice yet', 'Could you send the invoice?'],
  ])('%s becomes %s', (order, expected) => expect(request(order)).toBe(expected));

  it.each([
    ['Send the files already sent to Maria.', 'Could you send the files already sent to Maria?'],
    ['Check whether the parcel has arrived yet.', 'Could you check whether the parcel has arrived yet?'],
    ['Tell me if it is ready yet.', 'Could you tell me if it is ready yet?'],
  ])('near miss: %s keeps the word (inside the phrase, or in an embedded question)', (order, expected) =>
    expect(request(order)).toBe(expected),
  );
});
