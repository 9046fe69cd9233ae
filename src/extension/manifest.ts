import { EXTENSION_TEXT as TEXT } from '../core/catalog/surfaces.ts';

// manifest.json, written by the build (scripts/build-extension.ts) with the catalogue's words.
// Least privilege: activeTab + scripting run Calmly only in a tab where the person called it; the
// broad host permission is optional, asked for by the options page for the in-textbox button or a
// Calmly server. `background.scripts` is Firefox's form of the service worker; Chromium ignores it.
export const CALM_COMMAND = 'calm-this-message';

export function extensionManifest(version: string) {
  const icons = {
    16: 'icons/icon-16.png',
    32: 'icons/icon-32.png',
    48: 'icons/icon-48.png',
    128: 'icons/icon-128.png',
  };
  return {
    manifest_version: 3,
    name: TEXT.name,
    short_name: 'Calmly',
    description: TEXT.description,
    version,
    icons,
    action: { default_title: TEXT.actionTitle, default_icon: icons },
    background: { service_worker: 'background.js', scripts: ['background.js'], type: 'module' },
    permissions: ['activeTab', 'scripting', 'contextMenus', 'storage', 'offscreen'],
    optional_host_permissions: ['<all_urls>'],
    commands: {
      [CALM_COMMAND]: {
        suggested_key: { default: 'Alt+Shift+C' },
        description: TEXT.commandDescription,
      },
    },
    options_ui: { page: 'options/options.html', open_in_tab: true },
    web_accessible_resources: [{ resources: ['panel.js', 'chunks/*.js'], matches: ['<all_urls>'] }],
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
    // Firefox asks every add-on what it collects: nothing, as the text never leaves the device.
    browser_specific_settings: {
      gecko: {
        id: 'calmly@calmly.app',
        strict_min_version: '142.0',
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
}
