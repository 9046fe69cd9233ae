import { Compass, Leaf } from 'lucide-react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { buttonClasses } from '../components/button.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';

// The page for a path the app has no screen for (the server answers it with 404 too).
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-sand-200/70">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
          <a href="/" className="flex items-center gap-2 rounded-full text-lg font-semibold text-ink">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-calm-100 text-calm-700">
              <Leaf aria-hidden="true" className="size-5" />
            </span>
            Calmly
          </a>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="wrap-user-text flex max-w-md flex-col items-center gap-4 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-dusk-100 text-dusk-700">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <p className="text-sm font-semibold tracking-wider text-calm-700 uppercase">404</p>
          <h1 className="text-3xl font-semibold tracking-tight text-ink">{MESSAGES.PAGE_NOT_FOUND_TITLE}</h1>
          <p className="text-lg text-ink-soft">{MESSAGES.PAGE_NOT_FOUND_TEXT}</p>
          <a href="/" className={buttonClasses('primary', 'lg')}>
            {MESSAGES.PAGE_NOT_FOUND_HOME}
          </a>
        </div>
      </main>
    </div>
  );
}
