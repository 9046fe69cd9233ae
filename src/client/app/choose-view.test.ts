import { describe, expect, it } from 'vitest';
import { chooseView } from './choose-view.ts';

describe('chooseView (spec §2)', () => {
  it('shows a spinner while auth loads, whatever the path', () => {
    expect(chooseView({ isAuthPending: true, isSignedIn: false, pathname: '/' })).toBe('loading');
    expect(chooseView({ isAuthPending: true, isSignedIn: true, pathname: '/reset-password' })).toBe(
      'loading',
    );
  });

  it('shows the landing page to a signed-out visitor on /', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/' })).toBe('landing');
  });

  it('shows the workspace to a signed-in user, on / too', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: true, pathname: '/' })).toBe('workspace');
  });

  it('shows the not-found page on a path the app has no screen for, signed in or not', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/nope' })).toBe('not-found');
    expect(chooseView({ isAuthPending: true, isSignedIn: true, pathname: '/settings/x' })).toBe('not-found');
  });

  it('shows the workspace on /workspace to a signed-out visitor', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/workspace' })).toBe('workspace');
  });

  it('shows the workspace on the reset-password path, signed out included', () => {
    expect(chooseView({ isAuthPending: false, isSignedIn: false, pathname: '/reset-password' })).toBe(
      'workspace',
    );
  });
});
