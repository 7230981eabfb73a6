import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { emailFromOutbox, uniqueEmail } from './outbox';
import { signUpFromTheStrip, signUpOnThePage } from './sign-up-helpers';

// Without JavaScript no bot-check proof can be made: these forms send anyway, past the shared honeypot and a stricter
// per-visitor limit (src/server/form-action.ts, decision 0057), and what they send arrives.
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('without JavaScript the sign-up page sends: the thanks page, then the confirmation email', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('noscript-page');
  await page.goto('/sign-up');
  await signUpOnThePage(page, email, 'Robin');
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

test('without JavaScript the sign-up strip in the footer sends', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('noscript-strip');
  await signUpFromTheStrip(page, email);
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

test('without JavaScript the offer page sends: the code is emailed and the page says where', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('noscript-voucher');
  await page.goto('/offer/two-course-lunch');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('I accept the offer’s terms and conditions').check();
  await page.getByRole('button', { name: 'Get my code' }).click();
  await expect(page.getByTestId('voucher')).toContainText(`We have emailed your code to ${email}.`);
  const sent = await emailFromOutbox(request, adminToken, email, 'Your Marigold Grill code');
  expect(sent.text).toMatch(/LUNCH(-[A-Z0-9]{4}){3}/);
});

test('without JavaScript no empty band is left where the spam check would be', async ({ page }) => {
  await page.goto('/sign-up');
  // The check is not there at all without scripts: nothing between the last field and the send button.
  await expect(page.locator('form').getByText('A quick automatic check keeps spam out.')).toBeHidden();
  await expect(page.locator('form [data-needs-scripts]').first()).toBeHidden();
  await expect(page.getByText('This form needs JavaScript for its spam check')).toHaveCount(0);
});
