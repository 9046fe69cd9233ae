import { Check, Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { useCopy } from '../hooks/use-copy.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

// spec §2: Copy shows 'Copied!' for 2 seconds; spec §5: it needs a generated message. Where the
// browser refuses the clipboard (no permission, an insecure page), it says so and hands the text
// over selected in a read-only box, so Ctrl+C still works (issue 25: it failed silently).
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const { copy, isCopied, error } = useCopy();
  const fallbackRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!error) return;
    fallbackRef.current?.focus();
    fallbackRef.current?.select();
  }, [error]);

  return (
    <>
      <Button variant="secondary" size="sm" disabled={!text.trim()} onClick={() => copy(text)}>
        {isCopied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        <span aria-live="polite">{isCopied ? MESSAGES.COPIED : label}</span>
      </Button>
      {error ? (
        <div className="flex basis-full flex-col gap-2">
          <Alert tone="error">{MESSAGES.COPY_FAILED}</Alert>
          <textarea
            ref={fallbackRef}
            readOnly
            value={text}
            aria-label={MESSAGES.COPY_FALLBACK_LABEL}
            rows={Math.min(6, text.split('\n').length + 1)}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-y rounded-xl border border-sand-300 bg-surface px-3 py-2 text-base text-ink"
          />
        </div>
      ) : null}
    </>
  );
}
