import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "writers-own-ending" (realise-sentences.ts): a sentence the writer left without an end mark
// gets none added. Messages written for this test.
describe('rule "writers-own-ending": no full stop is added where the writer typed none', () => {
  it.each([
    ['who the fuck moved my charger', 'Who moved my charger'],
    ['the damn bus is late again lol', 'The bus is late again lol'],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));
  it.each([
    ['who the fuck moved my charger?', 'Who moved my charger?'],
    ['the damn bus is late again.', 'The bus is late again.'],
  ])('near miss: %s keeps the writer’s own end mark', (message, sent) => expect(rewrite(message)).toBe(sent));
  it('near miss: a request made from an order is closed as a question', () =>
    expect(rewrite('send me the fucking report by 5')).toBe('Could you send me the report by 5?'));
});
