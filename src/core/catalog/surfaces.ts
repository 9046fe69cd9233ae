// What the installable web app and the browser extension say (issue 23). Kept apart from
// messages.ts, which holds the server's and the web app's screens.

export const WEB_APP_TEXT = {
  name: 'Calmly: calm, clear messages',
  shortName: 'Calmly',
  description: 'Rewrites stressful messages into short, clear, kind ones for people with ADHD.',
  serverUnreachable:
    'We can’t reach Calmly’s server right now. Voice notes, accounts and the AI rewrite need it; the playground still analyses and rewrites on this device.',
} as const;

export const EXTENSION_TEXT = {
  name: 'Calmly: calm this message',
  description: 'Rewrites a stressful message in any text box, on your device: your words never leave it.',
  actionTitle: 'Calm this message (Calmly)',
  contextMenu: 'Calm this message',
  commandDescription: 'Calm the message in the text box you are in',
  panelTitle: 'Calmly',
  panelLabel: 'Calmly: calm this message',
  close: 'Close',
  onDevice: 'Runs on this device: your text never leaves it.',
  viaServer: (origin: string) => `Rewrites go through your Calmly server at ${origin}.`,
  serverFellBack:
    'Your Calmly server could not be reached, so this rewrite was made on this device. The AI rewrite and your signed-in word lists need the server.',
  noTextBox: 'Click into a text box first, then call Calmly again.',
  emptyTextBox: 'This text box is empty. Write your message, then call Calmly again.',
  loading: 'Reading your message…',
  score: 'Score',
  scoreOutOf: (score: number) => `${score} out of 100`,
  scoreHint: 'Higher is calmer.',
  highlights: 'What adds pressure',
  noHighlights: 'No words that add pressure.',
  taskType: 'Task type',
  tone: 'Tone',
  intent: 'Intent',
  persona: 'Reader',
  rewrite: 'Rewrite',
  whatChanged: 'What changed',
  meaningWarnings: 'Check these before you send',
  replace: 'Replace',
  copy: 'Copy',
  copied: 'Copied the rewrite.',
  replaced: 'Replaced your message. Press Ctrl+Z in the text box to bring the original back.',
  replaceFailed: 'This text box did not accept the rewrite. Copy it instead.',
  rewriteFailed: 'The rewrite did not work this time. Your message is unchanged.',
  optionsTitle: 'Calmly settings',
  serverSection: 'Calmly server (optional)',
  serverHelp:
    'Without a server, Calmly works only on this device. With your Calmly server’s address, rewrites use its AI provider and your signed-in word lists. Provider keys stay on the server.',
  serverUrl: 'Server address',
  serverOriginHelp: (origin: string) =>
    `Your server lets this extension in once its EXTENSION_ORIGINS setting lists ${origin}.`,
  serverSaved: (origin: string) => `Saved. Rewrites now go through ${origin}.`,
  serverCleared: 'Saved. Calmly works only on this device.',
  serverInvalid: 'Enter a full address that starts with https:// (or http://localhost).',
  permissionDenied: 'The browser did not give the permission, so nothing changed.',
  save: 'Save',
  buttonSection: 'Calmly button in text boxes',
  buttonHelp:
    'Shows a small Calmly button in the text box you are in, on every site. It needs permission to read all sites, so it is off until you switch it on.',
  buttonToggle: 'Show the Calmly button in text boxes',
  buttonOn: 'The Calmly button is on.',
  buttonOff: 'The Calmly button is off.',
  inlineButton: 'Calmly',
  inlineButtonLabel: 'Calm this message with Calmly',
  listsSection: 'Word lists',
  listsHelp:
    'The same JSON document as the Calmly app’s word lists: import a file exported there, or export these.',
  listsImport: 'Import a file',
  listsExport: 'Export',
  listsSaved: 'Saved your word lists.',
} as const;
