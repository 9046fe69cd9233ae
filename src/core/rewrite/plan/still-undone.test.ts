import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "still-undone" (still-undone.ts): an overdue task told as blame is asked for once the blame
// goes. Messages written for this test.
describe('rule "still-undone"', () => {
  it.each([
    [
      'The permission slip is due Monday and you still haven’t signed it.',
      /^The permission slip is due Monday\. Could you sign it\?/,
    ],
    ['You still haven’t returned the drill I lent you.', /^Could you return the drill I lent you\?/],
    ['You haven’t even answered the landlord’s letter yet.', /^Could you answer the landlord’s letter\?/],
  ])('%s', (message, sent) => {
    const rewritten = rewrite(message);
    expect(rewritten).toMatch(sent);
    expect(rewritten).not.toMatch(/\b(?:still|even|yet)\b/);
  });

  it('near miss: without "still" or "yet" it only reports', () =>
    expect(rewrite('You haven’t missed much at the meeting.')).not.toMatch(/Could you/));
  it('near miss: a verb of failing names nothing to ask for', () =>
    expect(rewrite('You still haven’t lost the habit of interrupting.')).not.toMatch(/Could you lose/));
  it('near miss: the writer’s own undone task is no ask of the reader', () =>
    expect(rewrite('I still haven’t booked the vet.')).not.toMatch(/Could you/));
  it('near miss: another ask in the message is the one asked', () =>
    expect(rewrite('You still haven’t sent the keys. Please leave them with Jo by noon.')).not.toMatch(
      /Could you send/,
    ));
});
