import { Leaf } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { PLAYGROUND_SECTION_ID } from '../section-ids.ts';

// spec §2 footer, with the claims of spec §1.
export function SiteFooter() {
  return (
    <footer className="border-t border-sand-200 bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-ink-soft sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2">
          <Leaf aria-hidden="true" className="size-5 text-calm-600" />
          <p>
            <span className="font-semibold text-ink">Calmly</span>: clear, kind messages for ADHD minds.
          </p>
        </div>
        <p className="text-sm">
          {MESSAGES.CLAIM_SETUP_TIME}. {MESSAGES.CLAIM_NO_CARD}.{' '}
          <a
            href={`#${PLAYGROUND_SECTION_ID}`}
            className="font-medium text-calm-700 underline underline-offset-4"
          >
            Try the live demo
          </a>
        </p>
      </div>
    </footer>
  );
}
