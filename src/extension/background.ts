import { EXTENSION_TEXT } from '../core/catalog/surfaces.ts';
import { ext, type Tab } from './browser-api.ts';
import { syncInlineButton } from './inline-button-registration.ts';
import { CALM_COMMAND } from './manifest.ts';
import { isServerTransformMessage, transformViaServer } from './server-transform.ts';
import { loadSettings } from './settings.ts';
import { keepEngineWarm } from './warm-engine/keep-warm.ts';

// The extension's background: it runs nothing on a page until the person calls Calmly there. The
// toolbar button, the keyboard shortcut and the context menu all inject the same small content
// script into that tab (activeTab grants it for this one call), which opens the panel.
const MENU_ID = 'calm-this-message';

async function calmTab(tab: Tab | undefined, frameId?: number) {
  if (tab?.id === undefined) return;
  // Opens the warm engine should the browser have closed it; the panel does not wait for it.
  void keepEngineWarm();
  await ext.scripting.executeScript({
    target: { tabId: tab.id, ...(frameId !== undefined ? { frameIds: [frameId] } : {}) },
    files: ['content.js'],
  });
}

ext.runtime.onInstalled.addListener(() => {
  void ext.contextMenus
    .removeAll()
    .then(() =>
      ext.contextMenus.create({ id: MENU_ID, title: EXTENSION_TEXT.contextMenu, contexts: ['editable'] }),
    );
  void loadSettings().then((settings) => syncInlineButton(settings.inlineButton));
  void keepEngineWarm();
});
// The engine starts warming with the browser, so even the session's first call finds it ready.
ext.runtime.onStartup.addListener(() => void keepEngineWarm());

ext.action.onClicked.addListener((tab) => void calmTab(tab));
ext.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === MENU_ID) void calmTab(tab, info.frameId);
});
ext.commands.onCommand.addListener(async (command, tab) => {
  if (command !== CALM_COMMAND) return;
  const [active] = tab ? [tab] : await ext.tabs.query({ active: true, currentWindow: true });
  await calmTab(active);
});

// The panel asks here when a server is set: the background's fetch carries the person's session
// cookie for that server, and the page never sees the request.
ext.runtime.onMessage.addListener((message, _sender, respond) => {
  if (!isServerTransformMessage(message)) return;
  void transformViaServer(message.request).then(respond);
  return true;
});

// Browser tests call the same function the command handler calls: a headless browser has no
// toolbar to click nor a shortcut to press (tests/e2e/extension.test.ts).
Object.assign(globalThis, { calmlyCalmTab: (tabId: number) => calmTab({ id: tabId }) });
