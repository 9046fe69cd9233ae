// Where focus goes when a dialog opens and closes, or the view changes (WCAG 2.4.3 focus order).
// Radix's modal Dialog hands focus back only to its own Trigger, and our dialogs are opened from
// plain buttons, so without this focus fell to <body> on close.

// The control that opened each dialog, keyed by the dialog's content element. Kept after the
// dialog closes (a WeakMap lets it go with the element), so a control inside a dialog that was
// replaced can still lead back to where that dialog came from.
const openerOfDialog = new WeakMap<Element, HTMLElement>();

// The control focused now, which opens the dialog about to show.
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active;
}

export function rememberOpener(dialog: Element, opener: HTMLElement | null) {
  if (opener) openerOfDialog.set(dialog, opener);
}

// Focus has nowhere meaningful to be: on <body>, or on an element that left the page.
export function isFocusLost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

const isShown = (element: Element) => element.isConnected && element.getClientRects().length > 0;

// The dialog still open, if any, besides the one closing (the last opened sits last in the document).
function openDialog(closing: Element | null) {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
    (dialog) => dialog !== closing && isShown(dialog),
  );
  return dialogs.at(-1) ?? null;
}

// The page's heading, else its main region: where a person starts on a screen that just changed.
export function viewStart(): HTMLElement | null {
  for (const selector of ['main h1', 'h1', 'main']) {
    const found = [...document.querySelectorAll<HTMLElement>(selector)].find(isShown);
    if (found) return found;
  }
  return null;
}

// Focuses the start of the view, making it focusable from script only (it is no tab stop).
export function focusViewStart() {
  const target = viewStart();
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return true;
}

// The shared rule (issue 25, WCAG 2.4.3): whoever closes a dialog or changes the view puts focus
// somewhere meaningful. When focus is lost, it goes to the first of: the control that opened the
// dialog, that control's own dialog's opener (a dialog that was replaced), and so on outwards; else
// the start of the view. While a dialog stays open (a nested one just closed), only a control
// inside it qualifies. Focus someone already placed (a dialog that replaced this one) is left alone.
export function returnFocus(opener: HTMLElement | null, closing: Element | null = null) {
  if (!isFocusLost() && !closing?.contains(document.activeElement)) return;
  const host = openDialog(closing);
  const qualifies = (element: HTMLElement) => isShown(element) && (!host || host.contains(element));
  for (let candidate = opener; candidate; ) {
    if (qualifies(candidate)) {
      candidate.focus();
      return;
    }
    const itsDialog = candidate.closest('[role="dialog"]');
    candidate = itsDialog ? (openerOfDialog.get(itsDialog) ?? null) : null;
  }
  if (host) (initialFocusTarget(host) ?? host).focus();
  else focusViewStartWhenShown();
}

// Runs `then` once no dialog is open (at once when none is): an action resumed behind a dialog
// (sign-in's success message) waits for it, so its own focus and dialogs are not trapped by it.
// Returns the function that stops waiting.
export function afterDialogsClose(then: () => void) {
  const anyOpen = () => [...document.querySelectorAll('[role="dialog"]')].some(isShown);
  if (!anyOpen()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (anyOpen()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

// A view that is still loading (a lazy screen) has no heading yet: focus it once one appears,
// unless something else took focus meanwhile.
export function focusViewStartWhenShown() {
  if (focusViewStart()) return;
  const observer = new MutationObserver(() => {
    if (!isFocusLost() || focusViewStart()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
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
