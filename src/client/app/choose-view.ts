import { APP_PATHS } from '../../core/constants.ts';

export type AppView = 'loading' | 'landing' | 'workspace' | 'not-found';

type ViewInput = { isAuthPending: boolean; isSignedIn: boolean; pathname: string };

// spec §2: there is no router. Signed out with auth not loading, '/' shows the landing page;
// otherwise the workspace shows, with a spinner while auth loads. A path the app has no screen for
// gets the not-found page (issue 15), not the workspace shell.
export function chooseView({ isAuthPending, isSignedIn, pathname }: ViewInput): AppView {
  if (!APP_PATHS.includes(pathname)) return 'not-found';
  if (isAuthPending) return 'loading';
  if (!isSignedIn && pathname === '/') return 'landing';
  return 'workspace';
}
