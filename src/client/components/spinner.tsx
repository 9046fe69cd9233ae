import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

// A spinner with a text alternative; `label` is read by screen readers and shown when `showLabel`.
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-ink-soft', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-calm-600" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
