import { randomUUID } from 'node:crypto';
import { samples } from '../support/file-samples';
import { londonDate } from '../support/dates';
import { ADMIN, MANAGER, staffLogin } from '../support/staff';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { enquiriesSeenBy, outboxEmail, tabTo, uniqueSurname } from './enquiry-helpers';

test.use({ locale: 'en-GB' });

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('a group enquiry from the booking journey’s link, by keyboard alone, reaches that restaurant’s manager only', async ({ page, request, adminToken }) => {
  test.setTimeout(120_000);
  const date = londonDate(45);
  const surname = uniqueSurname('Lovelace');
  const email = `${surname.toLowerCase()}@example.com`;
  await page.goto(`/group-bookings?storeId=1004&date=${date}&covers=24`);
  const form = page.getByRole('form', { name: 'Group booking enquiry' });

  // Filled in from the address: restaurant, date and party.
  await expect(form.getByLabel('Restaurant')).toHaveValue('1004');
  await expect(form.getByLabel('Date')).toHaveValue(date);
  await expect(form.getByLabel('Number of guests')).toHaveValue('24');

  await tabTo(page, form.getByLabel('Type of booking'));
  await page.keyboard.type('Christmas');
  // Chromium's time fields are segments (hours, minutes, picker) that Tab steps through; the hours take typing once
  // reached, but headless Chromium drops keys typed into a second time field reached this way, so its value is set.
  await tabTo(page, form.getByRole('textbox', { name: 'From', exact: true }));
  await page.keyboard.type('1900');
  await expect(form.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('19:00');
  await tabTo(page, form.getByRole('textbox', { name: 'Until', exact: true }));
  await form.getByRole('textbox', { name: 'Until', exact: true }).fill('23:30');
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', surname],
    ['Email address', email],
    ['Phone number', '07700 900123'],
  ] as const) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await expect(form.getByLabel('Email me news and offers from Marigold Grill.')).not.toBeChecked();
  await expect(form.getByLabel('Text me news and offers.')).not.toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Send enquiry' }));
  await page.keyboard.press('Enter');

  // The spam check runs, then the form is sent: thanks, cleared fields, focus on the outcome.
  await expect(form.getByTestId('enquiry-thanks')).toContainText('we have your group booking enquiry', { timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('');
  await expect(form.getByLabel('Restaurant')).toHaveValue('');

  const manager = await staffLogin(new URL(page.url()).origin, MANAGER);
  expect(await enquiriesSeenBy(request, manager, email)).toHaveLength(1);
  // Another restaurant's manager: made for this test, then removed.
  const otherEmail = `other-manager-${randomUUID().slice(0, 8)}@marigold.example`;
  const created = await request.post('/cms-api/users', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { name: 'Other Manager', email: otherEmail, password: ADMIN.password, roles: ['restaurant-manager'], restaurants: [] },
  });
  expect(created.status()).toBe(201);
  try {
    const other = await staffLogin(new URL(page.url()).origin, { email: otherEmail, password: ADMIN.password });
    expect(await enquiriesSeenBy(request, other, email)).toHaveLength(0);
  } finally {
    await request.delete(`/cms-api/users/${((await created.json()) as { doc: { id: number } }).doc.id}`, { headers: { Authorization: `JWT ${adminToken}` } });
  }
  expect(await outboxEmail(request, adminToken, email)).toContain('We have your group booking enquiry');

  // The manager finds it in the back-office list.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByLabel('Password').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/collections/enquiries');
  await expect(page.getByRole('link', { name: new RegExp(surname) })).toBeVisible();
});

test('the contact form announces its errors on their fields, keeps what was typed, and passes axe-core', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByRole('button', { name: 'Send message' }).click();

  const email = form.getByLabel('Email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Last name')).toBeFocused();
  const describedBy = await email.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter your email address.');
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.locator('#contact-message-error')).toHaveText('Please write your message.');
  await expectNoAxeViolations(page);
});

test('a contact message with a PDF is sent; a program renamed .pdf is refused by name and nothing typed is lost', async ({
  page,
  request,
  adminToken,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const surname = uniqueSurname('Hopper');
  const email = `${surname.toLowerCase()}@example.com`;
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill(surname);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('What is your enquiry about?').selectOption({ label: 'General enquiry' });
  await form.getByLabel('Restaurant').selectOption({ label: 'Cheshire Oaks, Ellesmere Port' });
  await form.getByLabel('Reason').selectOption({ label: 'A recent visit' });
  await form.getByLabel('What is it about?').selectOption({ label: 'Food and drink' });
  await form.getByLabel('Your message').fill('Lovely evening; the receipt is attached.');

  await form.getByLabel('Attach files (optional)').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: samples.exe() });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('#contact-files-error')).toHaveText('“invoice.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.', { timeout: 30_000 });
  await expect(form.getByTestId('enquiry-error')).toBeVisible();
  await expect(form.getByLabel('Your message')).toHaveValue('Lovely evening; the receipt is attached.');

  await form.getByLabel('Attach files (optional)').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: samples.pdf() });
  await expect(form.locator('#contact-files-error')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByTestId('enquiry-thanks')).toContainText('we have your message', { timeout: 30_000 });
  await expect(form.getByLabel('Your message')).toHaveValue('');
  expect(await outboxEmail(request, adminToken, email)).toContain('Thanks for your message');
  // The refusal was the server's 400, which Chromium logs as a failed resource: expected here, and only once.
  const refusals = consoleErrors.filter((text) => text.includes('status of 400'));
  expect(refusals).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refusals[0]!), 1);
});

// Both forms without JavaScript: tests/e2e/forms-no-script.spec.ts.
