import { MESSAGES } from '../../core/catalog/messages.ts';
import { cn } from '../lib/cn.ts';

// Shown instead of a rewrite when the message has no words that could be calmer ("ok", emoji).
export function NothingToRewrite({ className }: { className?: string }) {
  return (
    <p
      role="status"
      data-testid="nothing-to-rewrite"
      className={cn('rounded-2xl border border-dashed border-sand-300 px-4 py-3 text-ink-soft', className)}
    >
      {MESSAGES.NOTHING_TO_REWRITE}
    </p>
  );
}
