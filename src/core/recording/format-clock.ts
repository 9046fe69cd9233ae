// spec §9: recording time is shown as minutes:seconds (0:07, 1:05, 12:00), whole seconds, never negative.
export function formatClock(totalSeconds: number) {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

// The workspace flow shows the seconds left before Stop is allowed (spec §5), rounded up, never negative.
export function secondsRemaining(elapsedS: number, minimumS: number) {
  return Math.max(0, Math.ceil(minimumS - elapsedS));
}
