import { useEffect, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../core/constants.ts';

// spec §2/§9: Copy shows 'Copied!' for 2 seconds.
export function useCopy() {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy(text: string) {
    // spec §5: copying needs a generated message.
    if (!text.trim()) return;
    try {
      await navigator.clipboard.writeText(text);
      setError(null);
      setCopiedAt(Date.now());
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  }

  return { copy, isCopied: copiedAt !== null, error };
}
