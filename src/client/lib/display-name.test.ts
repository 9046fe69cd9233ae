import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName (spec §2 greeting)', () => {
  it('uses the full name when there is one', () => {
    expect(displayName({ name: 'Ana Lima', email: 'ana@example.com' })).toBe('Ana Lima');
  });

  it('falls back to the e-mail before the at-sign', () => {
    expect(displayName({ name: '', email: 'sam.k@example.com' })).toBe('sam.k');
    expect(displayName({ name: '   ', email: 'jo@example.com' })).toBe('jo');
    expect(displayName({ email: 'lee@example.com' })).toBe('lee');
  });
});
