import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { Button } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { Spinner } from '../components/spinner.tsx';

// The editor validates imported files with zod: it loads when opened, not with the landing page
// (bench:web).
const WordListsTab = lazy(() =>
  import('../features/profile/components/word-lists-tab.tsx').then((m) => ({ default: m.WordListsTab })),
);

// Issue 16 for visitors: the same word-lists editor as the profile tab, kept in this browser.
// Signed-in people edit theirs in the profile dialog instead.
export function VisitorWordLists() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
          <ListChecks aria-hidden="true" className="size-4" />
          {MESSAGES.WORD_LISTS_TITLE}
        </Button>
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={MESSAGES.WORD_LISTS_TITLE} size="lg">
        <Suspense fallback={<Spinner label={MESSAGES.WORD_LISTS_OPENING} showLabel />}>
          <WordListsTab user={null} />
        </Suspense>
      </Dialog>
    </>
  );
}
