// Beside the text box: to its right when there is room, else to its left, else below it (a phone's
// width), always inside the window.
const GAP = 8;

export function placeBeside(panel: HTMLElement, target: Element | null) {
  const width = panel.offsetWidth;
  const height = panel.offsetHeight;
  const { innerWidth, innerHeight } = window;
  const rect = target?.getBoundingClientRect();
  let left = innerWidth - width - GAP;
  let top = GAP;
  if (rect) {
    if (rect.right + GAP + width <= innerWidth) left = rect.right + GAP;
    else if (rect.left - GAP - width >= 0) left = rect.left - GAP - width;
    else left = (innerWidth - width) / 2;
    top =
      rect.left - GAP - width >= 0 || rect.right + GAP + width <= innerWidth ? rect.top : rect.bottom + GAP;
  }
  panel.style.left = `${Math.max(GAP, Math.min(left, innerWidth - width - GAP))}px`;
  panel.style.top = `${Math.max(GAP, Math.min(top, innerHeight - height - GAP))}px`;
}
