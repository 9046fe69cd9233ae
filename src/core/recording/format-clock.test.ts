import { describe, expect, it } from 'vitest';
import { formatClock, secondsRemaining } from './format-clock.ts';

describe('formatClock (spec §9: minutes:seconds)', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [59.99, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [720, '12:00'],
    [-3, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('secondsRemaining', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsRemaining(0, 30)).toBe(30);
    expect(secondsRemaining(12.2, 30)).toBe(18);
    expect(secondsRemaining(29.5, 30)).toBe(1);
    expect(secondsRemaining(30, 30)).toBe(0);
    expect(secondsRemaining(45, 30)).toBe(0);
  });
});
