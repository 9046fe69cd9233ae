import { type EditableTarget, isFormField, textOf } from '../content/editable-target.ts';

// Writes the rewrite into the page's own text box so that the page's editor notices, and the
// person's Ctrl+Z brings the original back: the browser's own insert command first (it joins the
// box's undo history and fires the input event editors listen to); for a box that refuses it, the
// native value setter plus an input event, which React- and Vue-controlled fields accept.
export function replaceText(target: EditableTarget, rewrite: string): boolean {
  target.focus();
  // A one-line input drops line breaks: the rewrite's lines join with spaces instead.
  const text = target instanceof HTMLInputElement ? oneLine(rewrite) : rewrite;
  if (isFormField(target)) {
    target.select();
    if (document.execCommand('insertText', false, text) && target.value === text) return true;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
    setValue?.call(target, text);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return target.value === text;
  }
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(target);
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (document.execCommand('insertText', false, text)) return true;
  target.textContent = text;
  target.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  return textOf(target).trim() === text.trim();
}

export const oneLine = (text: string) => text.trim().replace(/\s*\n+\s*/g, ' ');
