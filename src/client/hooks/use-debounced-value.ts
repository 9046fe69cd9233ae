import { useEffect, useState } from 'react';

// The one debounce hook of the client (STYLE: "one debounce hook"). The returned value follows `value`
// once it has stayed unchanged for `delayMs`. Values are compared by `key` (their JSON by default), so
// a fresh object with the same content, or an unrelated re-render, never restarts the timer.
export function useDebouncedValue<T>(value: T, delayMs: number, key: string = JSON.stringify(value)) {
  const [debounced, setDebounced] = useState({ value, key });
  const isSettled = key === debounced.key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`; listing `value` would restart the timer on every render
  useEffect(() => {
    if (isSettled) return;
    const timer = setTimeout(() => setDebounced({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, isSettled]);

  return { value: debounced.value, isSettled };
}
