// The colour theme: light, dark, or (until the person picks one) whatever the system prefers
// (prefers-color-scheme). The choice is stored in this browser and applied as <html data-theme>,
// which styles.css turns into the dark palette.
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'calmly.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage blocked: follow the system
  }
}

export function currentTheme(): Theme {
  return storedTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

function apply() {
  document.documentElement.dataset.theme = currentTheme();
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

// Called once before the first render, so the page never flashes the other theme; follows the
// system's setting while the person has not chosen one.
export function startTheme() {
  apply();
  window.matchMedia(DARK_QUERY).addEventListener('change', apply);
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
