import type { RecordingQuality } from '../../../../core/schemas.ts';
import { cn } from '../../../lib/cn.ts';

const STYLES: Record<RecordingQuality, { label: string; className: string }> = {
  excellent: { label: 'Excellent quality', className: 'bg-calm-100 text-calm-900 ring-calm-300' },
  good: { label: 'Good quality', className: 'bg-dusk-100 text-dusk-700 ring-dusk-200' },
  poor: { label: 'Poor quality', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
};

// spec §5 Recording quality, in words (the colour only supports them).
export function QualityBadge({ quality }: { quality: RecordingQuality }) {
  const style = STYLES[quality];
  return (
    <span
      data-quality={quality}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', style.className)}
    >
      {style.label}
    </span>
  );
}
