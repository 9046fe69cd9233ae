import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme } from '../lib/theme.ts';

// The theme on screen now, and a way to switch it (lib/theme.ts stores the choice).
export function useTheme() {
  const theme = useSyncExternalStore(
    subscribeTheme,
    () => document.documentElement.dataset.theme ?? currentTheme(),
  );
  return { isDark: theme === 'dark', toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
