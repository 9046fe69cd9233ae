// The text box Calmly works on: the one the person is in (or right-clicked, which focuses it),
// looking through open shadow roots as editors like Gmail's nest them.
export type EditableTarget = HTMLInputElement | HTMLTextAreaElement | HTMLElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', '']);

export function isEditable(element: Element | null): element is EditableTarget {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement)
    return TEXT_INPUT_TYPES.has(element.type) && !element.readOnly && !element.disabled;
  return element instanceof HTMLElement && element.isContentEditable;
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

// The outermost editable element: a click inside a contenteditable editor focuses the editor's root.
export function findEditableTarget(): EditableTarget | null {
  const active = deepActiveElement();
  if (!isEditable(active)) return null;
  let element: EditableTarget = active;
  while (element.isContentEditable && isEditable(element.parentElement)) element = element.parentElement;
  return element;
}

export const isFormField = (target: EditableTarget): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

// innerText, not textContent: an editor's paragraphs and line breaks are part of the message.
export const textOf = (target: EditableTarget) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the line breaks are the message's own
  isFormField(target) ? target.value : (target.innerText ?? target.textContent ?? '');
