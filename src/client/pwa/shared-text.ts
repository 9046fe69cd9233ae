import { DEFAULT_OPTIONS } from '../lib/generation-options.ts';
import { saveDraft } from '../lib/playground-draft.ts';

// The Web Share Target (manifest.webmanifest): text shared from another app arrives as
// /?title=…&text=…&url=…. It becomes the playground's draft, so the playground opens with it and
// rewrites it at once; the address is cleaned so a reload does not share it again.
export function takeSharedText(location: Location, history: History) {
  const params = new URLSearchParams(location.search);
  const parts = ['title', 'text', 'url'].map((name) => params.get(name)?.trim() ?? '').filter(Boolean);
  if (location.pathname !== '/' || parts.length === 0) return;
  saveDraft({
    message: [...new Set(parts)].join('\n'),
    taskType: 'write-email',
    options: DEFAULT_OPTIONS,
    scenarioIndex: 0,
  });
  history.replaceState(null, '', '/#playground');
}
