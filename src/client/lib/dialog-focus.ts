// Where focus goes when a dialog opens and closes (WCAG 2.4.3 focus order). Radix's modal Dialog
// hands focus back only to its own Trigger, and our dialogs are opened from plain buttons, so
// without this focus fell to <body> on close.

// The control that opened each dialog that is open now, keyed by the dialog's content element.
const openerOfDialog = new WeakMap<Element, HTMLElement>();

// The control focus should return to when a dialog that opens now closes. A dialog opened from
// inside another one (the voice-note prompt leading to the voice setup) replaces it, so it returns
// to the first dialog's opener, which is still on the page.
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const hostDialog = active.closest('[role="dialog"]');
  if (!hostDialog) return active;
  return openerOfDialog.get(hostDialog) ?? null;
}

export function rememberOpener(dialog: Element, opener: HTMLElement | null) {
  if (opener) openerOfDialog.set(dialog, opener);
}

// Radix reports a closed dialog a moment later (on a timer); by then another dialog may have
// opened in its place and holds focus, so it is left alone.
export function returnFocus(opener: HTMLElement | null) {
  if (document.querySelector('[role="dialog"]')) return;
  if (opener?.isConnected) opener.focus();
}

const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
].join(',');
const TABBABLE_SELECTOR =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Initial focus: an element marked data-autofocus, else the first field to fill in, else the
// primary action, else the first control of the body, never the ✕ in the corner.
export function initialFocusTarget(body: HTMLElement | null): HTMLElement | null {
  if (!body) return null;
  return (
    body.querySelector<HTMLElement>('[data-autofocus]') ??
    body.querySelector<HTMLElement>(FIELD_SELECTOR) ??
    body.querySelector<HTMLElement>('button[data-variant="primary"]:not([disabled])') ??
    body.querySelector<HTMLElement>(TABBABLE_SELECTOR)
  );
}

// While the dialog is open: when focus rests on the dialog itself (its content was still loading,
// or a step just replaced the focused button), move it to the new step's first field or primary
// action. Returns the function that stops watching.
export function followStepFocus(content: HTMLElement, body: HTMLElement) {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active !== content && active !== document.body) return;
    initialFocusTarget(body)?.focus();
  });
  observer.observe(body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
