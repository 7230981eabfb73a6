import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { emailFromOutbox, linkIn, uniqueEmail } from './outbox';
import { botCheckProof } from '../support/bot-check';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

test.use({ javaScriptEnabled: false });

test('without JavaScript the sign-up no longer says it needs it: it sends (forms-no-script.spec.ts)', async ({ request }) => {
  // Chromium with scripts switched off by the test still parses <noscript> as a browser with scripts does, so the
  // page is checked as served: no notice, and the honeypot that guards the post without a proof.
  const html = await (await request.get('/sign-up')).text();
  expect(html).not.toMatch(/This form needs JavaScript for its spam check/);
  expect(html).toMatch(/<input(?=[^>]*name="website")(?=[^>]*tabindex="-1")[^>]*>/i);
});

test('without JavaScript the confirmation link and the preferences page work: save, unsubscribe', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('noscript');
  // The sign-up itself needs the browser's spam check: done through the API, as a browser with scripts would.
  const base = new URL(test.info().project.use.baseURL!).origin;
  const visitor = visitorHeaders(base, newVisitorAddress());
  const token = ((await (await request.post('/api/token', { headers: visitor, data: { clearCache: true } })).json()) as { accessToken: string }).accessToken;
  const answer = await request.post('/api/signup', {
    headers: { ...visitor, Authorization: `Bearer ${token}`, 'X-Brand-Key': process.env.BRAND_KEY ?? 'marigold-web', 'X-Session-Id': 'no-script-session' },
    data: { variant: 'strip', emailAddress: email, acceptTerms: true, botCheck: await botCheckProof(base) },
  });
  expect(answer.status()).toBe(202);

  await acceptCookiesBeforeVisit(page);
  await page.goto(linkIn((await emailFromOutbox(request, adminToken, email, 'Please confirm')).text, '/sign-up/confirm/'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/preferences\/[\w-]{43}\?welcome=1$/);

  await page.getByLabel('First name').fill('Sasha');
  await page.getByLabel('Favourite restaurant').selectOption({ label: 'Cheshire Oaks (Ellesmere Port)' });
  await page.getByLabel('Day', { exact: true }).selectOption('31');
  await page.getByLabel('Month', { exact: true }).selectOption('4');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('alert')).toContainText('That month does not have that many days.');
  await expect(page.getByLabel('Day', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Day', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
});
