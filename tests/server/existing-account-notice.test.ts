import { expect, test } from 'vitest';
import { createTestApp, TEST_APP_URL, uniqueEmail } from '../support/test-app.ts';

// Issue 15: a sign-up with a registered address answers like a new one on screen (no enumeration),
// and the address's owner gets a notice e-mail instead.
const t = await createTestApp();

const noticesTo = (email: string) => t.sentMail.filter((mail) => mail.to === email);

test('a duplicate sign-up sends the owner a notice, with the same answer as a new sign-up', async () => {
  const email = uniqueEmail('owner');
  const first = await t.signUp({ email });
  expect(noticesTo(email)).toHaveLength(0);

  const second = await t.signUp({ email });
  expect(second.status).toBe(first.status);
  // better-auth may run the hook after answering: wait for the notice rather than a fixed time.
  await expect.poll(() => noticesTo(email).length).toBe(1);
  const [notice] = noticesTo(email);
  expect(notice?.subject).toMatch(/tried to create a Calmly account/);
  expect(notice?.text).toContain(TEST_APP_URL);
  expect(notice?.text).toMatch(/reset/i);
});

test('a new sign-up sends no notice', async () => {
  const email = uniqueEmail('fresh');
  await t.signUp({ email });
  expect(noticesTo(email)).toHaveLength(0);
});
