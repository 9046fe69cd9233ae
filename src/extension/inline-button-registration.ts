import { ext } from './browser-api.ts';

// The optional "Calmly" button inside text boxes: a content script on every site, so it needs the
// broad host permission, asked for only when the person switches it on in the options page.
export const INLINE_BUTTON_SCRIPT_ID = 'calmly-inline-button';
export const ALL_SITES = ['<all_urls>'];

export async function syncInlineButton(on: boolean) {
  const registered = await ext.scripting.getRegisteredContentScripts({ ids: [INLINE_BUTTON_SCRIPT_ID] });
  const allowed = on && (await ext.permissions.contains({ origins: ALL_SITES }));
  if (allowed && registered.length === 0)
    await ext.scripting.registerContentScripts([
      { id: INLINE_BUTTON_SCRIPT_ID, matches: ALL_SITES, js: ['inline-button.js'], runAt: 'document_idle' },
    ]);
  if (!allowed && registered.length > 0)
    await ext.scripting.unregisterContentScripts({ ids: [INLINE_BUTTON_SCRIPT_ID] });
}
