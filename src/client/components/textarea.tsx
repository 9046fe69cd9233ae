import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'block w-full resize-y rounded-2xl border border-sand-300 bg-surface px-4 py-3 text-base leading-relaxed',
        'text-ink placeholder:text-ink-muted focus:border-calm-500 read-only:bg-sand-50',
        className,
      )}
      {...props}
    />
  );
}
