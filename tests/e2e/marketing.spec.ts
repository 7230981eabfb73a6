import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { emailFromOutbox, linkIn, uniqueEmail } from './outbox';
import { signUpFromTheStrip } from './sign-up-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('claiming an offer says the code has been emailed, shows no code, and only the email carries it', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('claim');
  await page.goto('/offer/two-course-lunch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two courses for £12.95 at lunch');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('I accept the offer’s terms and conditions').check();
  await page.getByRole('button', { name: 'Get my code' }).click();
  const voucher = page.getByTestId('voucher');
  await expect(voucher).toBeFocused();
  await expect(voucher).toContainText(`We have emailed your code to ${email}.`);
  await expect(voucher.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/book-now');
  await expectNoAxeViolations(page);
  const sent = await emailFromOutbox(request, adminToken, email, 'Your Marigold Grill code');
  const code = /LUNCH(-[A-Z0-9]{4}){3}/.exec(sent.text)![0];
  await expect(page.locator('body')).not.toContainText(code);
});

test('the offer form explains what is missing, tied to each field', async ({ page }) => {
  await page.goto('/offer/two-course-lunch');
  await page.getByRole('button', { name: 'Get my code' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toContainText('Enter your email address.');
  await expect(summary).toContainText('Tick the box to accept the terms and conditions.');
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter your email address\./);
  await expectNoAxeViolations(page);
});

test('an unknown offer ends on /page-not-found, and an ended one says so', async ({ page }) => {
  await page.goto('/offer/unknown-offer');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await page.goto('/offer/summer-burger-festival');
  await expect(page.getByRole('status')).toContainText('Sorry, this offer has ended.');
  await expect(page.getByRole('button', { name: 'Get my code' })).toHaveCount(0);
});

test('signing up by keyboard alone, confirming from the email, then updating, unsubscribing and erasing', async ({ page, request, adminToken }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keyboard');
  await page.goto('/sign-up');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jordan');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Favourite restaurant')).toBeFocused();
  await page.keyboard.type('Cheshire');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Day', { exact: true })).toBeFocused();
  await page.keyboard.type('29');
  await page.keyboard.press('Tab');
  await page.keyboard.type('February');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /Yes, email me news/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /Yes, text me/ })).toBeFocused();
  await page.getByRole('button', { name: 'Sign up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup-thanks$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks! Now check your inbox');

  const confirmation = await emailFromOutbox(request, adminToken, email, 'Please confirm');
  await page.goto(linkIn(confirmation.text, '/sign-up/confirm/'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/preferences\/[\w-]{43}\?welcome=1$/);
  await expect(page.getByRole('status')).toContainText('Thank you for confirming');
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('29');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Gender')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Jordan Lee');
  await page.getByLabel('New menus').check();
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' })).toBeFocused();

  await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
  await expect(page).toHaveURL(/\?done=unsubscribed$/);
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await expect(page.getByRole('checkbox', { name: /Yes, email me news/ })).not.toBeChecked();

  // Before the tick, the diner reads what goes, bookings included.
  const erase = page.getByRole('region', { name: 'Delete my data' });
  await expect(erase).toContainText('your name, email address, phone number and requests on your table bookings');
  await expect(erase).toContainText('The bookings themselves stay');
  await expect(erase).toContainText('job applications');
  await expect(erase).toContainText('a card you gave to guarantee a booking');
  await page.getByRole('checkbox', { name: 'I understand my details will be deleted for good.' }).check();
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page).toHaveURL(/\/preferences\?done=erased$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details have been deleted');

  const left = await request.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${adminToken}` } });
  expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0);
  const mail = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${adminToken}` } });
  expect(((await mail.json()) as { totalDocs: number }).totalDocs).toBe(0);
});

test('the sign-up strip on the home page signs up with an address and a tick', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('strip');
  await signUpFromTheStrip(page, email);
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

/** Whether React has hydrated an element: it then carries its props under this prefix. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

// The strip's form hydrates on the visitor's first interaction, not at load (decision 0042).
test('the sign-up strip waits for the visitor before it hydrates, then works as the visitor left it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('next-route-announcer')).toHaveCount(1);
  const strip = page.getByRole('form', { name: 'Sign up to Hear It First' });
  const email = strip.getByLabel('Email address');
  // Whatever the page fetches once it has started has come (the consent script, a second after load, last): code
  // fetched for the strip at load would have arrived, and the strip hydrated, by then.
  await page.waitForLoadState('networkidle');
  expect(await email.evaluate(hydrated)).toBe(false);
  // A send pressed while its code is on its way (a click without a pointer: no other sign of a visitor) is held,
  // not posted without the spam check, and answered once the form has hydrated.
  await strip.getByRole('button', { name: 'Sign up' }).evaluate((button: HTMLButtonElement) => button.click());
  await expect(strip.getByRole('alert').filter({ hasText: 'Please check the form' })).toContainText('Enter your email address.');
  expect(await email.evaluate(hydrated)).toBe(true);
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-up strip filled in and sent before the page has started signs up once it has', async ({ page, request, adminToken }) => {
  let letScriptsThrough!: () => void;
  const held = new Promise<void>((resolve) => (letScriptsThrough = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const email = uniqueEmail('strip-early');
  const strip = page.getByRole('form', { name: 'Sign up to Hear It First' });
  await strip.getByLabel('Email address').fill(email);
  await strip.getByRole('checkbox', { name: /Yes, email me news/ }).check();
  await strip.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  letScriptsThrough();
  await expect(page).toHaveURL(/\/signup-thanks$/, { timeout: 30_000 });
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

test('the sign-up form announces every problem and ties each to its field', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  for (const message of [
    'Enter your email address.',
    'Enter your first name.',
    'Choose your favourite restaurant.',
    'Choose the day of your birthday.',
    'Tick the box to join the list.',
  ]) {
    await expect(summary).toContainText(message);
  }
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Favourite restaurant')).toHaveAccessibleDescription('Choose your favourite restaurant.');
  await page.getByLabel('Month', { exact: true }).selectOption('4');
  // The day list is "Day" and then the days.
  await expect(page.getByLabel('Day', { exact: true }).locator('option')).toHaveCount(31);
  await page.getByLabel('Year (optional)').selectOption('2007');
  await page.getByLabel('Month', { exact: true }).selectOption('2');
  await expect(page.getByLabel('Day', { exact: true }).locator('option')).toHaveCount(29);
  await page.getByLabel('Year (optional)').selectOption('2008');
  await expect(page.getByLabel('Day', { exact: true }).locator('option')).toHaveCount(30);
  await expectNoAxeViolations(page);
});
