import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "gift-not-task" (asks.ts): an imperative that gives the reader leave or ease is no order to
// turn into a request. Messages written for this test.

describe('gift-not-task', () => {
  for (const message of [
    'Sorry to hear about the flu. Take as much time as you need, Omar has your shifts.',
    'Take Friday off, the launch went well.',
    'Feel free to ring me after 8.',
    'Relax this weekend, the audit is done.',
    'Take as long as you like with the draft.',
  ])
    it(`leaves "${message}" as the writer's own words`, () => {
      expect(rewrite(message)).toBe(message);
    });

  for (const message of ['Take the recycling out before 7.', 'Take the time card to payroll.'])
    it(`still asks kindly for a task that only looks alike: "${message}" (near miss)`, () => {
      expect(rewrite(message)).toMatch(/^Could you take the/);
    });
});
