import { describe, expect, it } from 'vitest';
import { inspectDialog } from './support/inspect-dialog.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { generatedMessage, messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// spec §4 Generate Voice Note: signed in without an active voice, the voice-note prompt opens first.
// (Continuing with the default voice is covered by workspace-voice.test.ts.)
const suite = setUpBrowserSuite();

describe('voice-note prompt modal (spec §2, §4)', () => {
  it('offers to set up a voice, which opens the Personal Voice Setup', async () => {
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Gentle Follow-Up');
    await messageBox(page).fill('Did you see my last message? I need an answer today.');
    await page.getByRole('button', { name: 'Transform' }).click();
    await generatedMessage(page).waitFor();

    let speechRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/speech') speechRequests += 1;
    });
    await page.getByRole('button', { name: 'Generate Voice Note' }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByRole('heading', { name: 'Hear it in your own voice?' }).waitFor();
    await inspectDialog(page, 'voice-note-prompt');
    await prompt.getByRole('button', { name: 'Set Up My Voice' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Personal Voice Setup' }).waitFor();
    expect(speechRequests).toBe(0);
  });
});
