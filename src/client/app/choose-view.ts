export type AppView = 'loading' | 'landing' | 'workspace';

type ViewInput = { isAuthPending: boolean; isSignedIn: boolean; pathname: string };

// spec §2: there is no router. Signed out with auth not loading, '/' shows the landing page;
// otherwise the workspace shows, with a spinner while auth loads.
export function chooseView({ isAuthPending, isSignedIn, pathname }: ViewInput): AppView {
  if (isAuthPending) return 'loading';
  if (!isSignedIn && pathname === '/') return 'landing';
  return 'workspace';
}
