import { describe, expect, it } from 'vitest';
import { authCallError } from './auth-call-error.ts';

describe('authCallError', () => {
  it('is null when the call worked', () => {
    expect(authCallError({ error: null })).toBeNull();
    expect(authCallError(undefined)).toBeNull();
  });

  it("prefers our server's wording, then better-auth's own message", () => {
    expect(authCallError({ error: { error: 'Invalid email or password', message: 'x' } })).toBe(
      'Invalid email or password',
    );
    expect(authCallError({ error: { message: 'User not found' } })).toBe('User not found');
  });

  it("is '' when the service gave no words, so the screen picks its own fallback", () => {
    expect(authCallError({ error: {} })).toBe('');
  });
});
