import { cn } from '../../../lib/cn.ts';

const BARS = 12;

// A live microphone level (0 … 1), so people can see that they are being heard. A native <meter>
// carries the value for assistive technology; the bars are its picture.
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, level)) * 100);
  const litBars = Math.round((percent / 100) * BARS);
  return (
    <div className="flex h-8 items-end gap-1">
      <meter className="sr-only" aria-label="Microphone level" min={0} max={100} value={percent} />
      {Array.from({ length: BARS }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed positions, never reordered
          key={index}
          aria-hidden="true"
          data-lit={index < litBars}
          className={cn(
            'w-1.5 rounded-full transition-colors duration-100',
            index < litBars ? (index >= BARS - 2 ? 'bg-amber-500' : 'bg-calm-500') : 'bg-sand-200',
          )}
          style={{ height: `${30 + (index / (BARS - 1)) * 70}%` }}
        />
      ))}
    </div>
  );
}
