import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { completionReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// Issue 12, item 9: the meaning guard's warnings show beside the rewrite, on the landing
// playground and in the workspace. The rewrite comes from the fake OpenAI-compatible server, so
// the warnings are the real server's guard at work on a rewrite that changes the meaning.

const API_KEY = 'sk-e2e-guard';
const fake = await startFakeOpenAiServer({ apiKey: API_KEY });
const suite = setUpBrowserSuite({ server: { env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: API_KEY } } });
afterAll(() => fake.close());

const ORIGINAL = 'Do not restart the payroll server. Send me the error log by 5pm Thursday.';
// Loses the "not", drops the time limit and adds false reassurance.
const CHANGED = 'Could you restart the payroll server and send me the error log? No rush!';
const EXPECTED = [
  `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}“5pm Thursday”`,
  `${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}“No rush”`,
  `${MESSAGES.MEANING_GUARD_NEGATION_LOST}“Do not restart”`,
];
const POLL = { timeout: 30_000 };

// Every rewrite the page asks for (an example scenario first, then ours) gets the meaning-changing
// reply. Queued ahead: far more than a page asks for in one test.
const QUEUED_REPLIES = 30;
function answerEveryRewriteWith(generatedMessage: string) {
  fake.reset();
  const reply = completionReply(JSON.stringify({ generatedMessage, explanation: 'Softened.' }));
  fake.enqueue(...Array.from({ length: QUEUED_REPLIES }, () => reply));
}

// The warnings sit right after the rewrite they are about, under the "check before sending" heading.
async function expectWarningsBeside(rewrite: Locator) {
  await expect.poll(() => rewrite.textContent(), POLL).toBe(CHANGED);
  const beside = rewrite.locator('xpath=following-sibling::*[1]');
  await expect
    .poll(() => beside.getByTestId('meaning-guard-warnings').locator('li').allTextContents(), POLL)
    .toEqual(EXPECTED);
  await expect(beside.textContent()).resolves.toContain(MESSAGES.MEANING_GUARD_HEADING);
}

describe('meaning-guard warnings in the UI', () => {
  it('show beside the rewrite on the landing playground', async () => {
    answerEveryRewriteWith(CHANGED);
    const page = await suite.newPage();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Original message' }).fill(ORIGINAL);
    await expectWarningsBeside(page.getByTestId('optimized-message'));
    expect(fake.problems).toEqual([]);
  });

  it('show beside the rewrite in the workspace', async () => {
    answerEveryRewriteWith(CHANGED);
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Write an Email');
    await messageBox(page).fill(ORIGINAL);
    await expectWarningsBeside(page.getByTestId('generated-message'));
    expect(fake.problems).toEqual([]);
  });
});
