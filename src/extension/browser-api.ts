// The WebExtension APIs Calmly uses, typed narrowly. Firefox exposes them as `browser` (promises),
// Chromium as `chrome` (promises too, in Manifest V3), so the same code runs in both.
type Listener<A extends unknown[]> = { addListener(callback: (...args: A) => void): void };
export type Tab = { id?: number; url?: string };
export type FrameTarget = { tabId: number; frameIds?: number[] };

export interface ExtensionApi {
  runtime: {
    getURL(path: string): string;
    openOptionsPage(): Promise<void>;
    onInstalled: Listener<[]>;
    onStartup: Listener<[]>;
    sendMessage<T>(message: unknown): Promise<T>;
    onMessage: Listener<[message: unknown, sender: unknown, respond: (reply: unknown) => void]>;
  };
  action: { onClicked: Listener<[tab: Tab]> };
  commands: { onCommand: Listener<[command: string, tab?: Tab]> };
  contextMenus: {
    create(item: { id: string; title: string; contexts: string[] }): void;
    removeAll(): Promise<void>;
    onClicked: Listener<[info: { menuItemId: string | number; frameId?: number }, tab?: Tab]>;
  };
  tabs: { query(filter: { active: boolean; currentWindow: boolean }): Promise<Tab[]> };
  scripting: {
    executeScript(options: { target: FrameTarget; files: string[] }): Promise<unknown>;
    registerContentScripts(
      scripts: { id: string; matches: string[]; js: string[]; allFrames?: boolean; runAt?: string }[],
    ): Promise<void>;
    unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
    getRegisteredContentScripts(filter: { ids: string[] }): Promise<{ id: string }[]>;
  };
  permissions: {
    request(permissions: { origins: string[] }): Promise<boolean>;
    contains(permissions: { origins: string[] }): Promise<boolean>;
  };
  // Chromium only (absent in Firefox): the hidden document that keeps the engine warm.
  offscreen?: {
    createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  };
  storage: {
    local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
  };
}

const scope = globalThis as unknown as { browser?: ExtensionApi; chrome?: ExtensionApi };
export const ext: ExtensionApi = (scope.browser ?? scope.chrome) as ExtensionApi;
