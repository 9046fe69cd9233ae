import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'wrap-user-text rounded-card border border-sand-200 bg-surface p-5 shadow-soft sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
