import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "get-well-wish": getting better is wished, never asked', () => {
  leavesAsWritten(
    ['Left some soup in your fridge. Feel better soon x', 'Get better soon!'],
    '%s is left as written',
  );
  it('near miss: "Get better at replying." names a skill, and is asked', () =>
    expect(rewriteText('Get better at replying.')).toMatch(/^Could you get better at replying\?/));
});

describe('rule "kind-text-keeps-its-ending": a kind message is not sent back for a full stop', () =>
  it('"Drive safe x" stays as typed', () => expect(rewriteText('Drive safe x')).toBe('Drive safe x')));
