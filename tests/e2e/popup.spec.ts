import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' };

test('a popup switched on in site settings shows once, as a dialog, until closed', async ({ page, request }) => {
  const login = await request.post('/cms-api/users/login', { data: admin });
  const headers = { Authorization: `JWT ${(await login.json()).token}` };
  const { popup } = await (await request.get('/cms-api/globals/site-settings?depth=0', { headers })).json();
  const popupId = `e2e-${Date.now()}`;
  await request.post('/cms-api/globals/site-settings', { headers, data: { popup: { ...popup, enabled: true, popupId, heading: 'Winter warmers are here' } } });
  try {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Winter warmers are here' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await request.post('/cms-api/globals/site-settings', { headers, data: { popup } });
  }
});
