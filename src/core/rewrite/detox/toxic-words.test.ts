import { describe, expect, it } from 'vitest';
import { toxicityOf } from './toxic-words.ts';

describe('toxicityOf', () => {
  it('lists swearing and its disguises (obscenity)', () => {
    expect(toxicityOf('fucking', 0)).toBe('listed');
    expect(toxicityOf('sh1t', 0)).toBeNull(); // a digit: an id, not a word
    expect(toxicityOf('fuuuck', 0)).toBe('listed');
  });
  it('learns insults people removed, when they are unkind on their own', () => {
    expect(toxicityOf('moron', -3)).not.toBeNull();
    expect(toxicityOf('idiots', 0)).toBe('learned');
  });
  it('ignores what people only respelled or dropped with a phrase', () => {
    expect(toxicityOf('thats', 0)).toBeNull();
    expect(toxicityOf('give', 0)).toBeNull();
    expect(toxicityOf('invoice', 0)).toBeNull();
  });
});
