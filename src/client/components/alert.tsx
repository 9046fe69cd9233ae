import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
  success: { box: 'border-calm-200 bg-calm-50 text-calm-900', Icon: CircleCheck },
  info: { box: 'border-dusk-200 bg-dusk-50 text-dusk-700', Icon: Info },
} as const;

// A calm inline message. Errors are announced assertively, the rest politely.
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl border px-3 py-2 text-sm leading-relaxed',
        box,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
