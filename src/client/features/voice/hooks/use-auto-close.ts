import { useEffect, useEffectEvent } from 'react';

// spec §4/§9: a success step closes its dialog by itself after `delayMs` (2 s).
export function useAutoClose(isDue: boolean, close: () => void, delayMs: number) {
  const onDue = useEffectEvent(close);
  useEffect(() => {
    if (!isDue) return;
    const timer = setTimeout(() => onDue(), delayMs);
    return () => clearTimeout(timer);
  }, [isDue, delayMs]);
}
