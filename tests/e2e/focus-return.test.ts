import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFocus, expectFocused, WIDTHS } from './support/focus.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { generatedMessage, messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// Issue 15 item 1 (WCAG 2.4.3): a closed dialog hands focus back to the control that opened it, and
// an opened one starts on its first field or primary action, never on ✕.
const suite = setUpBrowserSuite();

const closeButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close' });
const dialogGone = (page: Page) => expect.poll(() => page.getByRole('dialog').count()).toBe(0);

async function headingOrderFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

describe.each(WIDTHS)('dialog focus at %s px', (_name, viewport) => {
  it('returns to the profile and voice buttons after Escape and ✕, and never starts on ✕', async () => {
    const { page, user } = await openWorkspace(suite, { viewport });
    const profileButton = page.getByRole('button', { name: new RegExp(`^Profile: ${user.name}`) });
    await profileButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'User Profile' }).waitFor();
    await expectFocused(page.getByRole('tab', { name: 'Profile Settings' }));
    await page.keyboard.press('Escape');
    await dialogGone(page);
    await expectFocused(profileButton);

    const voiceButton = page.getByRole('button', { name: /^Voice settings/ });
    await voiceButton.click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Personal Voice Setup' }).waitFor();
    await expectFocused(page.getByRole('dialog').getByRole('textbox', { name: 'Voice profile name' }));
    await closeButton(page).click();
    await dialogGone(page);
    await expectFocused(voiceButton);
    expect(await describeFocus(page)).not.toBe('body');
  });

  it('returns to Generate Voice Note after "Continue with Default Voice"', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await selectTask(page, 'Gentle Follow-Up');
    await messageBox(page).fill('Did you see my last message? I need an answer today.');
    await page.getByRole('button', { name: 'Transform' }).click();
    await generatedMessage(page).waitFor();
    const voiceNote = page.getByRole('button', { name: 'Generate Voice Note' });
    await voiceNote.click();
    const prompt = page.getByRole('dialog');
    await prompt.getByRole('heading', { name: 'Hear it in your own voice?' }).waitFor();
    await expectFocused(prompt.getByRole('button', { name: 'Set Up My Voice' }));
    await prompt.getByRole('button', { name: 'Continue with Default Voice' }).click();
    await dialogGone(page);
    await expectFocused(voiceNote);
    await page.getByLabel('Voice note').waitFor({ timeout: 30_000 });
  });

  it('starts the auth dialog on the e-mail field and returns to Sign in after Escape', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.click();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await expectFocused(page.getByRole('dialog').getByRole('textbox', { name: 'Email' }));
    await page.keyboard.press('Escape');
    await dialogGone(page);
    await expectFocused(signIn);
  });

  it('has no heading-order finding on the workspace and the task screen', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.getByTestId('optimized-message').waitFor();
    expect(await headingOrderFindings(page)).toEqual([]);
    await selectTask(page, 'Write an Email');
    await page.getByRole('button', { name: /^Example 1/ }).click();
    await generatedMessage(page).waitFor();
    expect(await headingOrderFindings(page)).toEqual([]);
  });
});

// Issue 25: the shared rule. Whoever closes a dialog or changes the view puts focus somewhere
// meaningful: the control that opened the dialog, else the new screen's heading, never <body>.
describe.each(WIDTHS)('focus never falls to <body> at %s px', (_name, viewport) => {
  it('returns to "Add a Voice Profile" after Escape on the nested dialog, then to the profile button', async () => {
    const { page, user } = await openWorkspace(suite, { viewport });
    const profileButton = page.getByRole('button', { name: new RegExp(`^Profile: ${user.name}`) });
    await profileButton.click();
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await profile.getByRole('tab', { name: /^Voice Profiles/ }).click();
    const add = profile.getByRole('button', { name: 'Add a Voice Profile' });
    await add.click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Voice Profile', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await expectFocused(add);

    // Escape again, from inside the profile dialog's Voice Profiles tab.
    await page.keyboard.press('Escape');
    await dialogGone(page);
    await expectFocused(profileButton);
  });

  it('moves to the playground heading after "Back to Live Playground"', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await selectTask(page, 'Gentle Follow-Up');
    await page.getByRole('button', { name: 'Back to Live Playground' }).click();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expectFocused(heading);
  });

  it('moves to the landing page heading after signing out', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    await expectFocused(heading);
    expect(await describeFocus(page)).not.toBe('body');
  });
});
