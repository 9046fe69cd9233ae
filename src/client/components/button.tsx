import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.ts';

const VARIANTS = {
  primary: 'bg-calm-700 text-white shadow-sm hover:bg-calm-800 disabled:bg-calm-700/60',
  secondary: 'border border-sand-300 bg-surface text-ink hover:border-calm-500 hover:bg-calm-50',
  ghost: 'text-ink-soft hover:bg-sand-100 hover:text-ink',
  accent: 'bg-dusk-600 text-white shadow-sm hover:bg-dusk-700',
  // Only for actions that cannot be undone, such as deleting a voice profile.
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  // On a feature panel (the closing call to action): the panel's light text colour as its fill.
  inverse: 'bg-on-feature text-feature-to shadow-sm hover:bg-on-feature/90',
} as const;

const SIZES = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-base gap-2',
  lg: 'min-h-12 px-6 text-lg gap-2.5',
  icon: 'size-11 justify-center',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md') {
  return cn(
    'inline-flex items-center justify-center whitespace-nowrap rounded-full font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70',
    VARIANTS[variant],
    SIZES[size],
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  // data-variant lets a dialog find its primary action for initial focus (lib/dialog-focus.ts).
  return (
    <button
      type={type}
      data-variant={variant ?? 'primary'}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
