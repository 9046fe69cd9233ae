import { ext } from '../browser-api.ts';
import { findEditableTarget } from './editable-target.ts';

// Injected into a tab only when the person calls Calmly there (toolbar, shortcut, context menu). It
// stays tiny: it finds the text box and loads the panel, with the engine, from the extension's files.
type PanelModule = typeof import('../panel/panel.ts');

const target = findEditableTarget();
void (import(/* @vite-ignore */ ext.runtime.getURL('panel.js')) as Promise<PanelModule>).then((panel) =>
  panel.openPanel(target),
);
