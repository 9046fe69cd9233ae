import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { WIDTHS } from './support/focus.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { openWorkspace } from './support/workspace-page.ts';

// Issue 15 item 6: without a cloning provider (the default here: the offline voice match), the
// setup dialog and the wizard say up front, before any recording, that the match is an approximation.
const suite = setUpBrowserSuite();

describe.each(WIDTHS)('offline voice match explained before recording at %s px', (_name, viewport) => {
  it('in the Personal Voice Setup and on the wizard welcome step', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.getByRole('button', { name: /^Voice settings/ }).click();
    const setup = page.getByRole('dialog');
    await setup.getByRole('heading', { name: 'Personal Voice Setup' }).waitFor();
    await setup.getByText(MESSAGES.VOICE_MATCH_UPFRONT).waitFor();
    await expect(setup.getByRole('timer').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('button', { name: 'Set Up My Voice' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('heading', { name: 'Create Your Personal Voice' }).waitFor();
    await wizard.getByText(MESSAGES.VOICE_MATCH_UPFRONT).waitFor();
  });

  it('not when a cloning provider makes a real copy', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.route('**/api/voices/capabilities', (route) =>
      route.fulfill({ json: { cloning: 'elevenlabs', speech: 'elevenlabs' } }),
    );
    await page.getByRole('button', { name: /^Voice settings/ }).click();
    const setup = page.getByRole('dialog');
    await setup.getByRole('textbox', { name: 'Voice profile name' }).waitFor();
    await expect(setup.getByText(MESSAGES.VOICE_MATCH_UPFRONT).count()).resolves.toBe(0);
  });
});
