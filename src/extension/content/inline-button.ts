import { EXTENSION_TEXT } from '../../core/catalog/surfaces.ts';
import { ext } from '../browser-api.ts';
import { type EditableTarget, findEditableTarget } from './editable-target.ts';

// The optional "Calmly" button (options page; needs the all-sites permission). It shows beside the
// text box the person is in and opens the same panel as the toolbar button.
type PanelModule = typeof import('../panel/panel.ts');

const button = document.createElement('button');
button.type = 'button';
button.textContent = EXTENSION_TEXT.inlineButton;
button.setAttribute('aria-label', EXTENSION_TEXT.inlineButtonLabel);
button.style.cssText =
  'position:fixed;z-index:2147483646;padding:2px 8px;border-radius:9999px;border:1px solid #1f7f71;' +
  'background:#1f7f71;color:#fff;font:600 12px/1.6 system-ui,sans-serif;cursor:pointer;display:none';
let current: EditableTarget | null = null;

function place(target: EditableTarget) {
  const rect = target.getBoundingClientRect();
  button.style.top = `${Math.max(0, rect.bottom - 26)}px`;
  button.style.left = `${Math.max(0, rect.right - 72)}px`;
  button.style.display = 'block';
}

document.addEventListener('focusin', () => {
  const target = findEditableTarget();
  if (!target) return;
  current = target;
  if (!button.isConnected) document.documentElement.append(button);
  place(target);
});
document.addEventListener('focusout', (event) => {
  if (event.relatedTarget !== button) button.style.display = 'none';
});
// mousedown keeps the focus in the text box, so the panel knows where to write.
button.addEventListener('mousedown', (event) => event.preventDefault());
button.addEventListener('click', () => {
  const target = current;
  button.style.display = 'none';
  void (import(/* @vite-ignore */ ext.runtime.getURL('panel.js')) as Promise<PanelModule>).then((panel) =>
    panel.openPanel(target),
  );
});
