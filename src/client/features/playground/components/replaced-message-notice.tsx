import { Undo2, X } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';

type ReplacedMessageNoticeProps = { onUndo: () => void; onDismiss: () => void };

// Shown when an example replaced text the visitor wrote: one click brings their words back.
export function ReplacedMessageNotice({ onUndo, onDismiss }: ReplacedMessageNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dusk-200 bg-dusk-50 px-4 py-3"
    >
      <p className="text-sm text-ink">{MESSAGES.EXAMPLE_REPLACED_TEXT}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onUndo}>
          <Undo2 aria-hidden="true" className="size-4" />
          {MESSAGES.UNDO_REPLACE}
        </Button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={MESSAGES.DISMISS}
          className="inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-dusk-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
