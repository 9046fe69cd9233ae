import { useEffect, useState } from 'react';

const TICK_MS = 250;

// Seconds since `startedAt` (a Date.now() value), refreshed four times a second; 0 when not running.
// The app's own clock times recordings: Chromium's WebM carries no duration (DESIGN §6).
export function useElapsedSeconds(startedAt: number | null) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);

  return startedAt === null ? 0 : Math.max(0, (now - startedAt) / 1000);
}
