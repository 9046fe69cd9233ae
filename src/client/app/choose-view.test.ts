import { describe, expect, it } from 'vitest';
import { chooseView } from './choose-view.ts';

describe('chooseView (spec §2)', () => {
  it('shows a spinner while auth loads, whatever the path', () => {
    expect(chooseView({ isAuthPending: true, isSignedIn: false, pathname: '/' })).toBe('loading');
    expect(chooseView({ isAuthPending: true, isSignedIn: true, pathname: '/x' })).toBe('loading');
  });

  it('shows the landing page to a signed-out visitor on /', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/' })).toBe('landing');
  });

  it('shows the workspace to a signed-in user, on / too', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: true, pathname: '/' })).toBe('workspace');
  });

  it('shows the workspace on any other path, signed out included', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/reset-password' })).toBe(
      'workspace',
    );
  });
});
