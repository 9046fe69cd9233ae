import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "purpose-stays-in-the-ask": a "so … can" purpose stays inside the request', () => {
  it.each([
    [
      'Return the forms by Monday so the office can file them.',
      'Could you return the forms by Monday so the office can file them?',
    ],
    ['Book the van so we can move on Saturday.', 'Could you book the van so we can move on Saturday?'],
  ])('%s', (text, out) => expect(rewriteText(text)).toMatch(out));
  it('near miss: "so" with no helper verb starts its own sentence', () =>
    expect(rewriteText("Send it, so what's next?")).not.toMatch(/send it so/i));
});
