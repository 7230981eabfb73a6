import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

/**
 * Switches the popup on in the site settings, which every page shows: this file runs in the 'site-wide' project,
 * after every other browser test and one test at a time, and puts the settings back as they were.
 */
test('a popup switched on in site settings shows once, as a dialog, until closed', async ({ page, request, adminToken }) => {
  const headers = { Authorization: `JWT ${adminToken}` };
  const read = await request.get('/cms-api/globals/site-settings?depth=0', { headers });
  expect(read.status()).toBe(200);
  const { popup } = await read.json();
  const popupId = `e2e-${Date.now()}`;
  const switchedOn = await request.post('/cms-api/globals/site-settings', {
    headers,
    data: { popup: { ...popup, enabled: true, popupId, heading: 'Winter warmers are here' } },
  });
  expect(switchedOn.status(), await switchedOn.text()).toBe(200);
  try {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Winter warmers are here' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((id) => localStorage.getItem(`mg_popup_closed_${id}`), popupId)).toBe('1');

    await page.reload();
    // The popup decides in the browser, so before hydration it is hidden whatever it will do. The back-to-top button
    // appears from the same hydrated page, once scrolled: after that, a popup that was going to open would be open.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    const restored = await request.post('/cms-api/globals/site-settings', { headers, data: { popup } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
