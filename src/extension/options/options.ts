import { EXTENSION_TEXT as TEXT } from '../../core/catalog/surfaces.ts';
import { EXPORT_FILE_NAME, exportedText, parseWordListsFile } from '../../core/lists/word-lists-file.ts';
import { EMPTY_WORD_LISTS } from '../../core/lists/word-lists-model.ts';
import { ext } from '../browser-api.ts';
import { ALL_SITES, syncInlineButton } from '../inline-button-registration.ts';
import { h } from '../panel/dom.ts';
import { PANEL_STYLES } from '../panel/panel-styles.ts';
import { loadSettings, saveInlineButton, saveServerUrl, saveWordLists, serverOrigin } from '../settings.ts';

// The options page: an optional Calmly server, the optional in-textbox button, and the word lists
// (the app's JSON document). Each permission is asked for only when its feature is switched on.
// The panel's look, laid out as a page rather than floating beside a text box.
const PAGE_LAYOUT =
  '.options{position:static;width:auto;max-width:640px;max-height:none;margin:16px auto;box-shadow:none}' +
  'form,section{display:grid;gap:6px;margin-top:16px}textarea,input{font:inherit}';

const settings = await loadSettings();
const main = document.getElementById('options');
const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
const say = (message: string) => {
  status.textContent = message;
};

// As the browser sends it in Origin: the scheme and the id (getURL('') ends with a slash).
const extensionOrigin = ext.runtime.getURL('').replace(/\/$/, '');
const serverInput = h('input', {
  id: 'server-url',
  type: 'url',
  value: settings.serverUrl,
  autocomplete: 'url',
});
const serverForm = h(
  'form',
  {},
  h('h2', {}, TEXT.serverSection),
  h('p', { class: 'note' }, TEXT.serverHelp),
  // The server refuses other origins (EXTENSION_ORIGINS, README): this one is what it must list.
  h('p', { class: 'note', 'data-testid': 'extension-origin' }, TEXT.serverOriginHelp(extensionOrigin)),
  h('label', { for: 'server-url' }, TEXT.serverUrl),
  serverInput,
  h('button', { type: 'submit' }, TEXT.save),
);
serverForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (!serverInput.value.trim()) {
    await saveServerUrl('');
    return say(TEXT.serverCleared);
  }
  const origin = serverOrigin(serverInput.value);
  if (!origin) return say(TEXT.serverInvalid);
  if (!(await ext.permissions.request({ origins: [`${origin}/*`] }))) return say(TEXT.permissionDenied);
  await saveServerUrl(origin);
  say(TEXT.serverSaved(origin));
});

const buttonToggle = h('input', { id: 'inline-button', type: 'checkbox', checked: settings.inlineButton });
buttonToggle.addEventListener('change', async () => {
  const on = buttonToggle.checked;
  if (on && !(await ext.permissions.request({ origins: ALL_SITES }))) {
    buttonToggle.checked = false;
    return say(TEXT.permissionDenied);
  }
  await saveInlineButton(on);
  await syncInlineButton(on);
  say(on ? TEXT.buttonOn : TEXT.buttonOff);
});

const listsText = h('textarea', { id: 'word-lists', rows: '10', spellcheck: false });
listsText.value = exportedText(settings.wordLists ?? EMPTY_WORD_LISTS);
const fileInput = h('input', { id: 'word-lists-file', type: 'file', accept: 'application/json,.json' });
async function saveListsText(text: string) {
  const parsed = parseWordListsFile(text);
  if (!parsed.ok) return say(parsed.error);
  await saveWordLists(parsed.lists);
  listsText.value = exportedText(parsed.lists);
  say(TEXT.listsSaved);
}
fileInput.addEventListener('change', async () => {
  const file = fileInput.files?.[0];
  if (file) await saveListsText(await file.text());
});
const saveLists = h('button', { type: 'button' }, TEXT.save);
saveLists.addEventListener('click', () => void saveListsText(listsText.value));
const exportLists = h('button', { type: 'button' }, TEXT.listsExport);
exportLists.addEventListener('click', () => {
  const link = h('a', {
    href: URL.createObjectURL(new Blob([listsText.value], { type: 'application/json' })),
    download: EXPORT_FILE_NAME,
  });
  link.click();
  URL.revokeObjectURL(link.href);
});

main?.append(
  h('style', {}, `${PANEL_STYLES.replaceAll('.panel', '.options')}${PAGE_LAYOUT}`),
  h(
    'div',
    { class: 'options' },
    h('h1', {}, TEXT.optionsTitle),
    serverForm,
    h(
      'section',
      {},
      h('h2', {}, TEXT.buttonSection),
      h('p', { class: 'note' }, TEXT.buttonHelp),
      h('label', {}, buttonToggle, ` ${TEXT.buttonToggle}`),
    ),
    h(
      'section',
      {},
      h('h2', {}, TEXT.listsSection),
      h('p', { class: 'note' }, TEXT.listsHelp),
      listsText,
      h('label', { for: 'word-lists-file' }, TEXT.listsImport),
      fileInput,
      h('div', { class: 'actions' }, saveLists, exportLists),
    ),
    status,
  ),
);
