import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { VIEWPORTS } from './support/browser.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// Issue 16: a person adds a trigger of their own and sees it highlighted like a built-in one.
const suite = setUpBrowserSuite();
const POLL = { timeout: 20_000 };
const PHRASE = 'per my last email';
const MESSAGE = 'Per my last email, the plan for the launch is ready to review.';

// Adds a custom pressure trigger in the open word-lists editor and saves it.
async function addTrigger(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Phrase to flag' }).fill(PHRASE);
  await dialog.getByRole('textbox', { name: 'Gentler alternative (optional)' }).fill('as a reminder');
  await dialog.getByRole('button', { name: 'Add trigger' }).click();
  await dialog.getByText(PHRASE, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Save word lists' }).click();
  await dialog.getByRole('status').filter({ hasText: MESSAGES.WORD_LISTS_SAVED }).waitFor(POLL);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

// The highlighted words once the analysis has run on the message.
async function customMark(page: Page) {
  const mark = page.locator('mark', { hasText: 'Per my last email' });
  await mark.waitFor(POLL);
  return { rule: await mark.getAttribute('data-rule'), title: await mark.getAttribute('title') };
}

describe('word lists: a custom trigger is highlighted', () => {
  for (const [name, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    it(`signed in, added on the profile's Word lists tab, at ${name} px`, async () => {
      const { page } = await openWorkspace(suite, { viewport });
      await page.getByRole('button', { name: /^Profile: / }).click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Word lists' }).click();
      if (name === '1280') await inspectDialog(page, 'profile-word-lists');
      await addTrigger(page);
      await selectTask(page, 'Write an Email');
      await messageBox(page).fill(MESSAGE);
      expect(await customMark(page)).toEqual({ rule: 'pressure', title: 'Try: as a reminder' });
      // The lists are stored with the account, not in the browser.
      const stored = await page.request.get('/api/word-lists');
      expect((await stored.json()).custom).toEqual([
        { phrase: PHRASE, alternative: 'as a reminder', category: 'pressure' },
      ]);
    });
  }

  it('as a visitor, kept in this browser and applied on the landing playground', async () => {
    const page = await suite.newPage({ viewport: VIEWPORTS.phone });
    await page.goto('/');
    await page.getByRole('button', { name: 'Your word lists' }).click();
    await page.getByRole('dialog').getByText(MESSAGES.WORD_LISTS_LOCAL_NOTE).waitFor();
    await addTrigger(page);
    await page.locator('#playground textarea').fill(MESSAGE);
    expect(await customMark(page)).toEqual({ rule: 'pressure', title: 'Try: as a reminder' });
    const saved = await page.evaluate(() => localStorage.getItem('calmly.word-lists'));
    expect(JSON.parse(saved ?? '{}').custom[0].phrase).toBe(PHRASE);
    // On the next visit the stored lists apply again, and the editor shows them.
    await page.reload();
    await page.locator('#playground textarea').fill(MESSAGE);
    expect(await customMark(page)).toEqual({ rule: 'pressure', title: 'Try: as a reminder' });
    await page.getByRole('button', { name: 'Your word lists' }).click();
    await page.getByRole('dialog').getByText(PHRASE, { exact: true }).waitFor();
  });

  it('imports a JSON file (refusing a bad entry by name) and exports the lists as JSON', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Your word lists' }).click();
    const dialog = page.getByRole('dialog');
    const fileInput = dialog.getByLabel('Word lists file to import');
    const asFile = (lists: unknown) => ({
      name: 'team.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(lists)),
    });

    await fileInput.setInputFiles(asFile({ custom: [{ phrase: 'circle back', category: 'urgent' }] }));
    await dialog
      .getByRole('alert')
      .filter({
        hasText: 'Custom trigger 1 ("circle back") needs a category: pressure, emotional or demanding.',
      })
      .waitFor();

    const team = {
      allow: ['deadline'],
      off: ['vague'],
      custom: [{ phrase: 'circle back', category: 'demanding' }],
    };
    await fileInput.setInputFiles(asFile(team));
    await dialog.getByRole('status').filter({ hasText: MESSAGES.WORD_LISTS_IMPORTED }).waitFor();
    await dialog.getByText('circle back', { exact: true }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: /^vague/ }).isChecked()).toBe(true);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('calmly-word-lists.json');
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(JSON.parse(text)).toEqual(team);
  });
});
