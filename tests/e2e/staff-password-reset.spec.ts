import { PASSWORD_RESET_SUBJECT } from '@/features/staff/password-reset-email';
import { staffLogin, tokenUser } from '../support/staff';
import { emailFromOutbox } from './outbox';
import { expect, test } from './fixtures';

/**
 * A member of staff who forgot their password: "Forgot password?" on the back-office's sign-in page, the email in the
 * Outbox, its link opened in the browser, a new password, and the back-office open again (and saving). Their session
 * elsewhere ends.
 * The account is the test's own.
 */
test('a member of staff resets a forgotten password from the email and is signed in again', async ({ page, request, adminToken, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const account = { email: `reset-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@marigold.example`, password: 'the-old-password-1' };
  const created = await request.post('/cms-api/users', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { ...account, name: 'Reset in the browser', roles: ['marketing'] },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    const elsewhere = await staffLogin(origin, account);

    await page.goto('/admin/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expect(page).toHaveURL(/\/admin\/forgot$/);
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/email sent/i).first()).toBeVisible();

    const email = await emailFromOutbox(request, adminToken, account.email, PASSWORD_RESET_SUBJECT);
    const link = new RegExp(`${origin.replace(/[.]/g, '\\.')}/admin/reset/[0-9a-f]{40}`).exec(email.text)?.[0];
    expect(link, email.text).toBeTruthy();

    await page.goto(link!);
    // Typed in only once the page has started (Next's route announcer is there): before that, the admin's form does not
    // know what the fields hold yet, and sends nothing.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    await page.getByLabel('New Password').fill('the-new-password-2');
    await page.getByLabel('Confirm Password').fill('the-new-password-2');
    // Pressed again when nothing happened, as a person would: on a machine this busy the admin's form has been seen
    // to ignore the first press (it sent nothing at all, in about one full run of the suite in three).
    await expect(async () => {
      if (!/\/admin$/.test(page.url())) await page.getByRole('button', { name: /reset password/i }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/admin$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Pages' })).toBeVisible();

    // Signed in by the reset, the back-office saves through the staff cookie from its own pages (the Origin check).
    await page.goto('/admin/account');
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    await page.locator('#field-name').fill('Reset in the browser, then renamed');
    await page.locator('#action-save').click();
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible();

    expect(await tokenUser(origin, elsewhere)).toBeNull();
    expect(await staffLogin(origin, { ...account, password: 'the-new-password-2' })).toBeTruthy();
  } finally {
    await request.delete(`/cms-api/users/${doc.id}`, { headers: { Authorization: `JWT ${adminToken}` } });
  }
});
