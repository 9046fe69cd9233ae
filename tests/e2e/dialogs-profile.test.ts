import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { VoiceProfile } from '../../src/core/schemas.ts';
import { setUpFakeMicrophoneSuite } from './support/fake-microphone.ts';
import { installFakeRecorder } from './support/fake-recorder.ts';
import { expectFocused } from './support/focus.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { openWorkspace } from './support/workspace-page.ts';

// spec §2/§4 User Profile modal: Profile Settings and Voice Profiles.
const suite = setUpFakeMicrophoneSuite();
const POLL = { timeout: 20_000 };

async function createProfile(page: Page, voiceName: string): Promise<VoiceProfile> {
  const response = await page.request.post('/api/voice-profiles', {
    data: {
      voice_name: voiceName,
      elevenlabs_voice_id: `offline-${voiceName.replace(/\W/g, '-')}`,
      provider: 'offline',
    },
    headers: { Origin: suite.server.url },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { profile: VoiceProfile }).profile;
}

async function listProfiles(page: Page) {
  return ((await (await page.request.get('/api/voice-profiles')).json()) as { profiles: VoiceProfile[] })
    .profiles;
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Profile: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'User Profile' }).waitFor();
  return dialog;
}

const notice = (dialog: Locator, text: string) =>
  dialog.getByRole(text.startsWith('Failed') ? 'alert' : 'status').filter({ hasText: text });

const enrollment = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('calmly.voice-id'), localStorage.getItem('calmly.voice-name')]);

describe('Profile Settings tab (spec §2, §4)', () => {
  it('edits the full name with Edit/Cancel/Save; the e-mail stays read-only', async () => {
    const { page, user } = await openWorkspace(suite);
    const dialog = await openProfile(page);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const fullName = dialog.getByRole('textbox', { name: 'Full name' });
    await expect(email.inputValue()).resolves.toBe(user.email);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(fullName.getAttribute('readonly')).resolves.not.toBeNull();
    await inspectDialog(page, 'profile-settings');

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await fullName.fill('Somebody Else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(fullName.inputValue()).resolves.toBe(user.name);
    await expect(fullName.getAttribute('readonly')).resolves.not.toBeNull();

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await fullName.fill('  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MESSAGES.FULL_NAME_REQUIRED).waitFor();
    await fullName.fill('Robin Rivers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice(dialog, MESSAGES.PROFILE_UPDATED).waitFor(POLL);
    // Saving leaves edit mode (spec §4), and the whole app greets the new name.
    await expect(fullName.getAttribute('readonly')).resolves.not.toBeNull();
    await dialog.getByRole('button', { name: 'Edit' }).waitFor();
    await page
      .getByRole('button', { name: /^Profile: Robin Rivers/, includeHidden: true })
      .waitFor({ state: 'attached' });
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user.name).toBe('Robin Rivers');
  });

  it('shows the service error or the spec fallback when saving fails', async () => {
    const { page } = await openWorkspace(suite);
    const dialog = await openProfile(page);
    let answer = { message: 'Name not accepted here' } as object;
    await page.route('**/api/auth/update-user', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(answer) }),
    );
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Robin Rivers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Name not accepted here' }).waitFor(POLL);
    answer = {};
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice(dialog, MESSAGES.UPDATE_PROFILE_FAILED).waitFor(POLL);
  });

  it('sends a password-reset e-mail, and says so when it cannot', async () => {
    const { page, user } = await openWorkspace(suite);
    const dialog = await openProfile(page);
    await dialog.getByRole('button', { name: 'Send Password Reset Email' }).click();
    await notice(dialog, MESSAGES.AUTH_RESET_SENT).waitFor(POLL);
    await expect
      .poll(async () => (await suite.server.readOutbox()).some((mail) => mail.to.includes(user.email)), POLL)
      .toBe(true);

    await page.route(/\/api\/auth\/(request-password-reset|forget-password)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await dialog.getByRole('button', { name: 'Send Password Reset Email' }).click();
    await notice(dialog, MESSAGES.RESET_EMAIL_FAILED).waitFor(POLL);
  });
});

describe('Voice Profiles tab (spec §2, §4, §5)', () => {
  it('lists newest first, sets one active, and deletes with a confirmation', async () => {
    const { page } = await openWorkspace(suite);
    const older = await createProfile(page, 'Older voice');
    const newer = await createProfile(page, 'Newer voice');
    await page.evaluate(
      ({ id, name }) => {
        localStorage.setItem('calmly.voice-id', id);
        localStorage.setItem('calmly.voice-name', name);
      },
      { id: newer.elevenlabs_voice_id, name: newer.voice_name },
    );
    await page.reload();
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Voice Profiles (2)' }).click();
    const rows = dialog.getByRole('list', { name: 'Your voice profiles' }).getByRole('listitem');
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))), POLL)
      .toEqual(['Newer voice', 'Older voice']);
    // The newest was created last, so it is the active one (spec §4).
    await expect(rows.first().getAttribute('data-active')).resolves.toBe('true');
    await expect(rows.first().getByRole('button', { name: 'Set Active' }).count()).resolves.toBe(0);
    await inspectDialog(page, 'profile-voices');

    await rows.nth(1).getByRole('button', { name: 'Set Active' }).click();
    await notice(dialog, MESSAGES.ACTIVE_VOICE_UPDATED).waitFor(POLL);
    await expect
      .poll(async () => (await listProfiles(page)).find((p) => p.is_active)?.id, POLL)
      .toBe(older.id);
    await expect.poll(() => rows.nth(1).getAttribute('data-active'), POLL).toBe('true');

    // Delete asks first; keeping it changes nothing.
    await rows.first().getByRole('button', { name: 'Delete Newer voice' }).click();
    await rows.first().getByText(MESSAGES.DELETE_PROFILE_CONFIRM).waitFor();
    await rows.first().getByRole('button', { name: 'Keep it' }).click();
    await expect(rows.count()).resolves.toBe(2);
    await rows.first().getByRole('button', { name: 'Delete Newer voice' }).click();
    await inspectDialog(page, 'profile-delete-confirm');
    await rows.first().getByRole('button', { name: 'Delete', exact: true }).click();
    await notice(dialog, MESSAGES.PROFILE_DELETED).waitFor(POLL);
    await dialog.getByRole('tab', { name: 'Voice Profiles (1)' }).waitFor(POLL);
    expect((await listProfiles(page)).map((p) => p.voice_name)).toEqual(['Older voice']);
    // spec §4: deleting the enrolled voice clears the local entries.
    await expect(enrollment(page)).resolves.toEqual([null, null]);
  });

  it('reports failures, and clears the enrollment even when deletion fails', async () => {
    const { page } = await openWorkspace(suite);
    await createProfile(page, 'First voice');
    const second = await createProfile(page, 'Second voice');
    await page.evaluate((id) => {
      localStorage.setItem('calmly.voice-id', id);
      localStorage.setItem('calmly.voice-name', 'Second voice');
    }, second.elevenlabs_voice_id);
    await page.reload();
    await page.route(/\/api\/voice-profiles\/[^/]+(\/activate)?$/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'boom', code: 'X' }),
      }),
    );
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: /Voice Profiles/ }).click();
    const rows = dialog.getByRole('list', { name: 'Your voice profiles' }).getByRole('listitem');
    await rows.nth(1).getByRole('button', { name: 'Set Active' }).click();
    await notice(dialog, MESSAGES.SET_ACTIVE_FAILED).waitFor(POLL);
    await rows.first().getByRole('button', { name: 'Delete Second voice' }).click();
    await rows.first().getByRole('button', { name: 'Delete', exact: true }).click();
    await notice(dialog, MESSAGES.DELETE_PROFILE_FAILED).waitFor(POLL);
    await expect(enrollment(page)).resolves.toEqual([null, null]);
    expect(await listProfiles(page)).toHaveLength(2);
  });

  it('adds a profile through the simple voice dialog, which closes itself after success', async () => {
    const { page } = await openWorkspace(suite, { withClock: true, beforeLoad: installFakeRecorder });
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Voice Profiles (0)' }).click();
    await dialog.getByRole('button', { name: 'Add a Voice Profile' }).click();

    const simple = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Voice Profile' }) });
    await simple.waitFor();
    const next = simple.getByRole('button', { name: 'Continue' });
    await expect(next.isDisabled()).resolves.toBe(true);
    await simple.getByRole('checkbox', { name: /This is my own voice/ }).check();
    await next.click();
    await simple.getByRole('button', { name: 'Start Recording' }).click();
    const stop = simple.getByRole('button', { name: 'Stop Recording' });
    await simple.getByText(/seconds? remaining/).waitFor();
    await page.clock.fastForward(25_000);
    await expect.poll(() => stop.isEnabled(), POLL).toBe(true);
    await stop.click();
    await simple.getByText(MESSAGES.PROFILE_CREATED).waitFor(POLL);
    await page.clock.runFor(2_100);
    await simple.waitFor({ state: 'detached', ...POLL });

    const profiles = page.getByRole('dialog');
    await profiles.getByRole('tab', { name: 'Voice Profiles (1)' }).waitFor(POLL);
    // Issue 25: closing itself, the nested dialog hands focus back to the button that opened it.
    await expectFocused(profiles.getByRole('button', { name: 'Add a Voice Profile' }));
    const [created] = await listProfiles(page);
    expect(created).toMatchObject({ voice_name: MESSAGES.DEFAULT_VOICE_NAME, is_active: true });
    await expect(enrollment(page)).resolves.toEqual([
      created?.elevenlabs_voice_id,
      MESSAGES.DEFAULT_VOICE_NAME,
    ]);
  });
});
