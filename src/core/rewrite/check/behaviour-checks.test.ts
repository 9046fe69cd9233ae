import { describe, expect, it } from 'vitest';
import {
  type BehaviourCase,
  checkBehaviour,
  chrF,
  findStockLines,
  longSentences,
  median,
} from './behaviour-checks.ts';

const base: BehaviourCase = {
  id: 'x',
  text: 'Please return the drill by 6pm, the shop closes then.',
  taskType: 'write-email',
  tone: 'supportive',
  intent: 'ask',
  persona: 'general',
};

describe('chrF', () => {
  it('is 1 for the same text, ignoring case and spacing, and falls as the text changes', () => {
    expect(chrF('Thanks  for the CARD!', 'thanks for the card!')).toBeCloseTo(1, 10);
    const near = chrF('Thanks for the card, it made my week!', 'Thanks for the card!');
    const far = chrF('Completely different words here.', 'Thanks for the card!');
    expect(near).toBeGreaterThan(0.55);
    expect(far).toBeLessThan(0.3);
    expect(chrF('', 'abc')).toBe(0);
  });
});

describe('checkBehaviour', () => {
  it('passes a rewrite that keeps, forbids and reassures nothing false', () => {
    const behaviour = { ...base, keep: ['drill', '6 ?pm'], forbid: ['asap'], deadline: true };
    expect(checkBehaviour(behaviour, 'Could you return the drill by 6pm? The shop closes then.')).toEqual([]);
  });

  it('names each problem', () => {
    const behaviour = { ...base, keep: ['drill', '6 ?pm'], forbid: ['asap'], deadline: true };
    expect(checkBehaviour(behaviour, 'Return the drill ASAP, no rush.')).toEqual([
      'lost /6 ?pm/',
      "wrote 'ASAP'",
      "false reassurance 'no rush' despite a real time limit",
    ]);
  });

  it('holds an already-kind message to its length and wording', () => {
    const kind = { ...base, text: 'Thanks for the card!', kind: true };
    expect(checkBehaviour(kind, 'Thanks for the card!')).toEqual([]);
    const problems = checkBehaviour(kind, 'Hi! A quick update from me: thanks so much for the lovely card!');
    expect(problems[0]).toMatch(/^kind message grew 3\.\d\dx$/);
    expect(problems[1]).toMatch(/^kind message changed too much \(chrF 0\.\d\d\)$/);
  });
});

describe('stock lines', () => {
  it('counts sentences of four or more words shared by more than a quarter of the rewrites', () => {
    expect(longSentences('Hi! Happy to share more context. Thanks.\nSee you on Monday then')).toEqual([
      'happy to share more context',
      'see you on monday then',
    ]);
    const padded = (text: string) => `${text} Happy to share more context.`;
    const plain = ['Send it.', 'Call Sam.', 'Bins out.', 'Dinner at 8.', 'Gym at 6.', 'Pay rent.'];
    // 3 of 8 is more than a quarter; 2 of 8 is not.
    expect(findStockLines([...plain.slice(0, 5).map(padded), ...plain].slice(2, 10))).toEqual([
      { sentence: 'happy to share more context', count: 3 },
    ]);
    expect(findStockLines([padded('Send it.'), padded('Call Sam.'), ...plain])).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
