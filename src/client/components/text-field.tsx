import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../lib/cn.ts';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

// A labelled input whose error is tied to it for screen readers (aria-invalid + aria-describedby).
export function TextField({ label, error, className, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'min-h-11 rounded-xl border bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted',
          // A read-only value looks settled, not like a field waiting for input.
          'read-only:border-sand-200 read-only:bg-sand-50 read-only:text-ink-soft',
          error ? 'border-red-400' : 'border-sand-300 hover:border-calm-500',
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
