import { formatClock } from '../../../../core/recording/format-clock.ts';

// spec §9: the time recorded so far, as minutes:seconds.
export function RecordingTimer({ seconds }: { seconds: number }) {
  return (
    <span
      role="timer"
      aria-label="Time recorded"
      className="font-mono text-2xl font-semibold tabular-nums text-ink"
    >
      {formatClock(seconds)}
    </span>
  );
}
