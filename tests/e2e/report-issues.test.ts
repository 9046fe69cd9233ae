import { describe, expect, it } from 'vitest';
import { ruleById } from '../../src/core/analysis/rules.ts';
import { REPORT_TEXT } from '../../src/core/catalog/messages.ts';
import type { Analysis } from '../../src/core/schemas.ts';
import { analyzeMessage } from '../../src/core/tone/analyze-message.ts';
import { setUpBrowserSuite } from './support/suite.ts';

const suite = setUpBrowserSuite();
const POLL = { timeout: 20_000 };
const MESSAGE = 'I need this ASAP, you were supposed to send it yesterday. I am frustrated.';

// Issue 25: "Issues resolved 0" once sat next to "+38" although 3 of the 4 original issues were
// gone: the report subtracted the counts. It now counts the original's issues the rewrite no longer
// has, and shows the issues the rewrite brought in apart.
describe('the report counts resolved issues by identity', () => {
  it('shows the issues gone and the new ones separately', async () => {
    const input = analyzeMessage(MESSAGE);
    const [kept, ...gone] = input.issues;
    expect(gone.length).toBeGreaterThan(1);
    const vague = ruleById('vague').issue;
    expect(input.issues).not.toContain(vague);
    const output: Analysis = { ...analyzeMessage('Fine.'), issues: [kept ?? '', vague], score: 80 };
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/api/transform', (route) =>
      route.fulfill({
        json: { generatedMessage: 'A calmer message.', explanation: 'test', warnings: [], analysis: output },
      }),
    );
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Original message' }).fill(MESSAGE);
    const resolved = page.getByTestId('report-resolved');
    await expect.poll(() => resolved.textContent(), POLL).toBe(String(gone.length));
    await expect(page.getByTestId('report-new-issues').textContent()).resolves.toBe(REPORT_TEXT.newIssues(1));
  });
});
