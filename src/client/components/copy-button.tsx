import { Check, Copy } from 'lucide-react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { useCopy } from '../hooks/use-copy.ts';
import { Button } from './button.tsx';

// spec §2: Copy shows 'Copied!' for 2 seconds; spec §5: it needs a generated message.
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const { copy, isCopied } = useCopy();
  return (
    <Button variant="secondary" size="sm" disabled={!text.trim()} onClick={() => copy(text)}>
      {isCopied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{isCopied ? MESSAGES.COPIED : label}</span>
    </Button>
  );
}
