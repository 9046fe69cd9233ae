import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIZARD_SCENARIOS } from '../../src/client/features/voice/lib/wizard-scenarios.ts';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { VoiceProfile } from '../../src/core/schemas.ts';
import { setUpFakeMicrophoneSuite } from './support/fake-microphone.ts';
import { installFakeRecorder, setFakeRecordingBytesPerS } from './support/fake-recorder.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { openWorkspace, pauseClock, resumeClock } from './support/workspace-page.ts';

const suite = setUpFakeMicrophoneSuite();
const POLL = { timeout: 20_000 };

// Each take lasts this long on the page's fake clock; the fake recorder hands over a real webm of
// that many seconds' worth of bytes (support/fake-recorder.ts), so no test waits in real time.
type Take = { seconds: number; quiet?: boolean };
const EXCELLENT: Take = { seconds: 36 };
const GOOD: Take = { seconds: 25 };
// Stop waits for the 20 s a good take needs (issue 25), so a poor take is a quiet one: long
// enough, but too few bytes (spec §5: under 80000).
const POOR: Take = { seconds: 25, quiet: true };
const QUIET_BYTES_PER_S = 2_000;

const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

async function record(page: Page, dialog: Locator, take: Take, { capture }: { capture?: string } = {}) {
  // Time stands still while the test looks, so a take lasts exactly take.seconds on the app's timer
  // (a capture, which needs screenshots, runs first with time flowing: that take only gets longer).
  if (!capture) await pauseClock(page);
  await setFakeRecordingBytesPerS(page, take.quiet ? QUIET_BYTES_PER_S : null);
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await dialog.getByRole('timer').waitFor();
  const stop = dialog.getByRole('button', { name: 'Stop Recording' });
  // No stop before the 20 s a good take needs (issue 25; spec §5 said 15), and the note says why.
  await expect(stop.isDisabled()).resolves.toBe(true);
  await dialog.getByText(MESSAGES.WIZARD_MIN_STOP).waitFor();
  if (capture) {
    await inspectDialog(page, capture);
    await pauseClock(page);
  } else {
    await page.clock.fastForward(19_000);
    await expect(stop.isDisabled()).resolves.toBe(true);
  }
  await page.clock.fastForward(take.seconds * 1000 - (capture ? 0 : 19_000));
  await expect.poll(() => stop.isEnabled(), POLL).toBe(true);
  await expect(dialog.getByText(MESSAGES.WIZARD_MIN_STOP).count()).resolves.toBe(0);
  await stop.click();
  // TanStack Query and Radix run on timers: let the clock flow again between takes.
  await resumeClock(page);
  await dialog.locator('[data-quality]').waitFor(POLL);
}

const qualityOf = (dialog: Locator) => dialog.locator('[data-quality]').first().getAttribute('data-quality');

// Records the durations the page uploads with its recordings (multipart fields, from the app's own
// timer). Playwright does not expose multipart bodies with blobs, so the page's fetch is wrapped.
async function recordUploadedDurations(page: Page) {
  await page.evaluate(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        Object.assign(window, { __durations: init.body.getAll('durations').map(Number) });
      }
      return send(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __durations?: number[] }).__durations ?? []);
}

describe('voice setup wizard (spec §4, §5)', () => {
  it('records three scenarios, reviews them, and creates an active personal voice', async () => {
    const { page } = await openWorkspace(suite, { withClock: true, beforeLoad: installFakeRecorder });
    const uploadedDurations = await recordUploadedDurations(page);
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('button', { name: 'Set Up My Voice' }).click();

    const dialog = page.getByRole('dialog');
    await dialogTitled(page, 'Create Your Personal Voice').waitFor();
    await inspectDialog(page, 'voice-wizard-welcome');
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialogTitled(page, 'Before You Record').waitFor();
    await dialog.getByRole('button', { name: 'I’m Ready' }).click();
    await dialogTitled(page, 'Record Your Voice').waitFor();

    // Scenario 1: Next waits for a recording; Previous has nowhere to go.
    await dialog.getByRole('heading', { name: WIZARD_SCENARIOS[0]?.title }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await record(page, dialog, EXCELLENT, { capture: 'voice-wizard-recording' });
    await expect(qualityOf(dialog)).resolves.toBe('excellent');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Scenario 2: a quiet take is poor, and the grade names the sound, not the length; it can be
    // deleted and redone.
    await dialog.getByRole('heading', { name: WIZARD_SCENARIOS[1]?.title }).waitFor();
    await record(page, dialog, POOR);
    await expect(qualityOf(dialog)).resolves.toBe('poor');
    await dialog.getByText(MESSAGES.RECORDING_TOO_QUIET).waitFor();
    await dialog.getByRole('button', { name: 'Delete and record again' }).click();
    await expect(dialog.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await record(page, dialog, POOR);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('heading', { name: WIZARD_SCENARIOS[0]?.title }).waitFor();
    await expect(qualityOf(dialog)).resolves.toBe('excellent');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Scenario 3, the last: Next reads Review.
    await dialog.getByRole('heading', { name: WIZARD_SCENARIOS[2]?.title }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Review' }).isDisabled()).resolves.toBe(true);
    await record(page, dialog, GOOD);
    await expect(qualityOf(dialog)).resolves.toBe('good');
    await dialog.getByRole('button', { name: 'Review' }).click();

    // Review: one recording is poor, so only 2 of 3 are usable; consent comes before Create.
    await dialogTitled(page, 'Review Your Recordings').waitFor();
    await dialog.getByText('2 of 3 recordings are good enough to use.').waitFor();
    const create = dialog.getByRole('button', { name: 'Create Voice Profile' });
    await expect(create.isDisabled()).resolves.toBe(true);
    await dialog.getByText(MESSAGES.CONSENT_REQUIRED).waitFor();

    // Re-recording a good one leaves a single usable recording: Create says why it is disabled.
    await dialog.getByRole('button', { name: `Re-record ${WIZARD_SCENARIOS[2]?.title}` }).click();
    await dialog.getByRole('heading', { name: WIZARD_SCENARIOS[2]?.title }).waitFor();
    await record(page, dialog, POOR);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('checkbox', { name: /This is my own voice/ }).check();
    await dialog.getByRole('alert').filter({ hasText: MESSAGES.NEED_TWO_GOOD_RECORDINGS }).waitFor();
    await expect(create.isDisabled()).resolves.toBe(true);

    // Redo scenario 2 properly: two usable recordings, consent given, Create is enabled.
    await dialog.getByRole('button', { name: `Re-record ${WIZARD_SCENARIOS[1]?.title}` }).click();
    await record(page, dialog, GOOD);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText('2 of 3 recordings are good enough to use.').waitFor();
    await dialog.getByRole('textbox', { name: 'Voice profile name' }).fill('Robin reading aloud');
    await expect(create.isEnabled()).resolves.toBe(true);
    await inspectDialog(page, 'voice-wizard-review');

    await create.click();
    await dialogTitled(page, 'Your Voice Is Ready').waitFor(POLL);
    await dialog.getByText(MESSAGES.PROFILE_CREATED).waitFor();
    await dialog.getByText(MESSAGES.VOICE_MATCH_NOTE).waitFor();
    // spec §4: success closes by itself after 2 s.
    await page.clock.runFor(2_100);
    await dialog.waitFor({ state: 'detached', ...POLL });

    const durations = await uploadedDurations();
    expect(durations).toHaveLength(3);
    // Every take reached the 20 s Stop waits for; the poor one was poor for its sound.
    expect(durations.filter((seconds) => seconds >= 20)).toHaveLength(3);

    // The profile exists, is active, and is the offline voice match, with the name given.
    const listed = await page.request.get('/api/voice-profiles');
    const { profiles } = (await listed.json()) as { profiles: VoiceProfile[] };
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      voice_name: 'Robin reading aloud',
      is_active: true,
      provider: 'offline',
    });
    // spec §4 Voice enrollment: the voice id and name are kept locally.
    const enrollment = await page.evaluate(() => [
      localStorage.getItem('calmly.voice-id'),
      localStorage.getItem('calmly.voice-name'),
    ]);
    expect(enrollment).toEqual([profiles[0]?.elevenlabs_voice_id, 'Robin reading aloud']);

    // A voice note in that personal voice is real audio.
    const speech = await page.request.post('/api/speech', {
      data: { text: 'Thanks for the update. No rush at all.', voice: 'personal' },
      headers: { Origin: suite.server.url },
    });
    expect(speech.status()).toBe(200);
    expect(speech.headers()['content-type']).toContain('audio/mpeg');
    expect((await speech.body()).byteLength).toBeGreaterThan(2_000);
  });
});
