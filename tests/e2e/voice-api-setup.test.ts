import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { setUpFakeMicrophoneSuite } from './support/fake-microphone.ts';
import { openWorkspace } from './support/workspace-page.ts';

// spec §4: without a cloning provider the workspace flow shows api-setup, whose only exit is
// Continue Without Voice Cloning. VOICE_CLONING=off makes the server report none.
const suite = setUpFakeMicrophoneSuite({ env: { VOICE_CLONING: 'off' } });

describe('Personal Voice Setup without a cloning provider', () => {
  it('shows the api-setup state and leaves without cloning', async () => {
    const { page } = await openWorkspace(suite);
    await page.getByRole('button', { name: /^Voice settings/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Voice Cloning Unavailable' }).waitFor();
    await dialog.getByText(MESSAGES.VOICE_CLONING_DISABLED).waitFor();
    await expect(dialog.getByRole('button', { name: 'Start Recording' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Continue Without Voice Cloning' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
