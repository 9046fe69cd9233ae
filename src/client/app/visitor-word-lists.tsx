import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { WordListsTab } from '../features/profile/components/word-lists-tab.tsx';

// Issue 16 for visitors: the same word-lists editor as the profile tab, kept in this browser.
// Signed-in people edit theirs in the profile dialog instead.
export function VisitorWordLists() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
          <ListChecks aria-hidden="true" className="size-4" />
          Your word lists
        </Button>
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title="Your word lists" size="lg">
        <WordListsTab user={null} />
      </Dialog>
    </>
  );
}
