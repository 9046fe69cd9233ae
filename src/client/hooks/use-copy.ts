import { useEffect, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { COPIED_INDICATOR_MS } from '../../core/constants.ts';

// spec §2/§9: Copy shows 'Copied!' for 2 seconds; a refused clipboard is an error to show.
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
    } catch {
      // No permission or no clipboard at all: the button shows the fallback (components/copy-button).
      setCopiedAt(null);
      setError(MESSAGES.COPY_FAILED);
    }
  }

  return { copy, isCopied: copiedAt !== null, error };
}
