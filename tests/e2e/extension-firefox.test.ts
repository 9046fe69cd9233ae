import addonsLinter from 'addons-linter';
import { describe, expect, it } from 'vitest';
import { EXTENSION_DIR } from './support/extension.ts';

// Issue 23: the extension is written to load in Firefox too. There is no Firefox here to load it
// in, so Mozilla's own add-on linter (what addons.mozilla.org runs on every upload) checks the
// built extension: its manifest, its scripts and its pages, as Firefox reads them.

async function lintForFirefox() {
  const linter = addonsLinter.createInstance({
    config: {
      _: [EXTENSION_DIR],
      logLevel: 'fatal',
      stack: false,
      pretty: false,
      warningsAsErrors: false,
      metadata: false,
      output: 'none',
      boring: false,
      selfHosted: false,
    },
    runAsBinary: false,
  });
  return linter.run();
}

// Warnings we accept, each for its reason: Chromium's offscreen permission and service worker
// are ignored by Firefox (which runs the background script and the engine in the page instead),
// and the scripts load the panel and the engine from the extension's own files by URL.
const ACCEPTED_WARNINGS = new Set([
  'MANIFEST_PERMISSIONS',
  'BACKGROUND_SERVICE_WORKER_IGNORED',
  'UNSAFE_VAR_ASSIGNMENT',
  'DANGEROUS_EVAL',
]);

describe('the extension as Firefox reads it', () => {
  it('has no error and no warning beyond the known, harmless ones', async () => {
    const { errors, warnings } = await lintForFirefox();
    expect(errors.map((error) => `${error.code} ${error.file ?? ''}: ${error.message}`)).toEqual([]);
    const unknown = warnings.filter((warning) => !ACCEPTED_WARNINGS.has(warning.code));
    expect(unknown.map((warning) => `${warning.code}: ${warning.message}`)).toEqual([]);
    // Only the offscreen permission is one Firefox does not know.
    const permissions = warnings.filter((warning) => warning.code === 'MANIFEST_PERMISSIONS');
    expect(permissions.map((warning) => warning.message)).toEqual([expect.stringContaining('"offscreen"')]);
  });
});
