import { cn } from '../lib/cn.ts';

// spec §2 report: a quality bar, exposed to assistive technology as a progressbar.
export function QualityBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} out of 100`}
      className="h-3 w-full overflow-hidden rounded-full bg-sand-100"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-700 ease-out',
          clamped >= 70 ? 'bg-calm-500' : clamped >= 50 ? 'bg-dusk-500' : 'bg-amber-500',
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
