import { Moon, Sun } from 'lucide-react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { useTheme } from '../hooks/use-theme.ts';

// A switch between the light and dark themes; its pressed state says whether dark is on.
export function ThemeToggle() {
  const { isDark, toggle } = useTheme();
  const Icon = isDark ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isDark}
      aria-label={MESSAGES.DARK_THEME_TOGGLE}
      title={MESSAGES.DARK_THEME_TOGGLE}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
