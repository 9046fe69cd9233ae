import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  currentOpener,
  followStepFocus,
  initialFocusTarget,
  rememberOpener,
  returnFocus,
} from '../lib/dialog-focus.ts';
import { closeNewestDialog, trackOpenDialog } from '../lib/dialog-stack.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  // 'lg' for multi-step dialogs with more content (the voice wizard, the profile tabs).
  size?: 'md' | 'lg';
  children: ReactNode;
};

// The one modal shell: Radix handles focus trapping, Escape, scroll lock and aria wiring; this
// shell adds where focus starts (the first field or the primary action) and where it returns (the
// control that opened the dialog, else the nearest meaningful place: lib/dialog-focus.ts),
// whichever way the dialog closes.
export function Dialog({ open, onOpenChange, title, description, size = 'md', children }: DialogProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stopFollowingRef = useRef<(() => void) | null>(null);
  // The content element as it was shown: React clears contentRef before Radix reports the close.
  const shownContentRef = useRef<HTMLElement | null>(null);
  useEffect(() => () => stopFollowingRef.current?.(), []);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  // A ref callback runs when the content is committed, before it is painted, so the dialog is
  // tracked before anyone can see it and press Escape.
  const trackContent = useCallback((content: HTMLDivElement | null) => {
    contentRef.current = content;
    if (!content) return;
    const forget = trackOpenDialog(content, () => onOpenChangeRef.current(false));
    return () => {
      forget();
      contentRef.current = null;
    };
  }, []);

  // A layout effect runs before Radix moves focus into the dialog (in its passive effects), so the
  // element focused now is still the control that opened it.
  useLayoutEffect(() => {
    if (!open) return;
    openerRef.current = currentOpener();
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          ref={trackContent}
          // Without a description, say so explicitly, or Radix warns about a missing one.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const content = contentRef.current;
            const body = bodyRef.current;
            if (!content || !body) return;
            event.preventDefault();
            shownContentRef.current = content;
            rememberOpener(content, openerRef.current);
            // Still loading: the dialog itself holds focus until its first field appears.
            (initialFocusTarget(body) ?? content).focus();
            stopFollowingRef.current?.();
            stopFollowingRef.current = followStepFocus(content, body);
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            closeNewestDialog(document);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            stopFollowingRef.current?.();
            stopFollowingRef.current = null;
            returnFocus(openerRef.current, shownContentRef.current);
          }}
          className={`wrap-user-text fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-2xl`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-xl font-semibold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-ink-soft">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 shrink-0 rounded-full p-2 text-ink-muted hover:bg-sand-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div ref={bodyRef}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
