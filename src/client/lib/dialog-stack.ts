// Escape closes the newest dialog, and only that one.
// Radix decides which dialog an Escape belongs to from layers it registers in effects, a moment
// after a nested dialog is painted; an Escape in that moment closed the dialog underneath, taking
// the nested one with it. The document knows the order for certain: dialogs are portalled to the
// end of <body> in the order they open.
const closeOfDialog = new Map<Element, () => void>();

// Registers a shown dialog's content element; the returned function forgets it.
export function trackOpenDialog(content: Element, close: () => void) {
  closeOfDialog.set(content, close);
  return () => {
    closeOfDialog.delete(content);
  };
}

// Closes the last tracked dialog in document order. False when none is open.
export function closeNewestDialog(document: Document) {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].reverse();
  const newest = dialogs.find((dialog) => closeOfDialog.has(dialog));
  if (!newest) return false;
  closeOfDialog.get(newest)?.();
  return true;
}
