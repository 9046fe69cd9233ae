import type { ReactNode } from 'react';
import { formatClock } from '../../../../core/recording/format-clock.ts';
import { useObjectUrl } from '../../recording/hooks/use-object-url.ts';
import { poorRecordingReason } from '../lib/poor-recording-reason.ts';
import type { RecordedSample } from '../lib/recorded-sample.ts';
import { QualityBadge } from './quality-badge.tsx';

type SampleCardProps = { sample: RecordedSample; label: string; actions?: ReactNode };

// A recorded sample to play back, with its length, its quality and, when poor, why (spec §5).
export function SampleCard({ sample, label, actions }: SampleCardProps) {
  const url = useObjectUrl(sample.blob);
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-sand-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink">
          {label}{' '}
          <span className="font-mono text-ink-soft tabular-nums">{formatClock(sample.durationS)}</span>
        </p>
        <QualityBadge quality={sample.quality} />
      </div>
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: the script the speaker read is shown with the recording
        <audio controls src={url} className="h-10 w-full" aria-label={`Play ${label}`} />
      ) : null}
      {sample.quality === 'poor' ? (
        <p data-testid="poor-recording-reason" className="text-sm text-amber-900">
          {poorRecordingReason(sample)}
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
