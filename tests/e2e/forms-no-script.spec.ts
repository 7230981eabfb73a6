import { samples } from '../support/file-samples';
import { londonDate } from '../support/dates';
import { applicantEmail, CV_JOB, jobCards, pdfCv } from './careers-helpers';
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

for (const path of ['/sign-up', '/contact-us', '/group-bookings']) {
  test(`without JavaScript ${path} has its send button, and no empty band where the spam check would be`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator('main form').first();
    await expect(form.getByRole('button', { name: /^(Sign up|Send)/ })).toBeVisible();
    // The check is not there at all without scripts: nothing between the last field and the send button.
    await expect(form.getByText('A quick automatic check keeps spam out.')).toBeHidden();
    await expect(form.locator('[data-needs-scripts]').first()).toBeHidden();
    expect(await page.content()).not.toContain('This form needs JavaScript for its spam check');
  });
}

test('without JavaScript the contact form sends with its file; a refused file comes back in a summary, with what was typed', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow();
  const email = uniqueEmail('noscript-contact');
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('What is your enquiry about?').selectOption({ label: 'General enquiry' });
  await form.getByLabel('Restaurant').selectOption({ label: 'Cheshire Oaks, Ellesmere Port' });
  // Without scripts a reason's sub-reasons cannot follow the choice until the page comes back: one without any.
  await form.getByLabel('Reason').selectOption({ label: 'Allergens and dietary needs' });
  await form.getByLabel('Your message').fill('Sent without scripts; the receipt is attached.');
  await form.getByLabel('Attach files (optional)').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: samples.exe() });
  await form.getByRole('button', { name: 'Send message' }).click();

  // The page comes back focused on the summary, which names the file and asks for it again; the rest is as typed.
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('“invoice.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.');
  await expect(form.getByLabel('Your message')).toHaveValue('Sent without scripts; the receipt is attached.');
  await expect(form.getByLabel('Reason')).toHaveValue('dietary');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('Attach files (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Attach files (optional)')).toHaveAccessibleDescription(/^“invoice.pdf” is not a JPEG/);

  await form.getByLabel('Attach files (optional)').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: samples.pdf() });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
  await emailFromOutbox(request, adminToken, email, 'Thanks for your message');
});

test('without JavaScript the group-booking form sends, and its mistakes come back on their fields', async ({ page, request, adminToken }) => {
  test.slow();
  const email = uniqueEmail('noscript-group');
  await page.goto('/group-bookings');
  const form = page.getByRole('form', { name: 'Group booking enquiry' });
  await form.getByLabel('Restaurant').selectOption('1004');
  await form.getByLabel('Type of booking').selectOption({ index: 1 });
  await form.getByLabel('Number of guests').fill('4');
  await form.getByLabel('Date').fill(londonDate(40));
  await form.getByRole('textbox', { name: 'From', exact: true }).fill('19:00');
  await form.getByRole('textbox', { name: 'Until', exact: true }).fill('23:00');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByLabel('Email me news and offers from Marigold Grill.').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Please check the form' })).toBeFocused();
  const covers = form.getByLabel('Number of guests');
  await expect(covers).toHaveAttribute('aria-invalid', 'true');
  await expect(covers).toHaveAccessibleDescription(/Group bookings are for 8 guests or more/);
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('Email me news and offers from Marigold Grill.')).toBeChecked();

  await covers.fill('12');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/thank-you\/group-booking$/);
  await emailFromOutbox(request, adminToken, email, 'We have your group booking enquiry');
});

test('without JavaScript a job seeker applies from the search, CV and work history included, correcting what was missed', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow();
  const email = applicantEmail('noscript-apply');
  await page.goto('/careers/job-search?q=head+chef');
  await jobCards(page)
    .filter({ hasText: CV_JOB })
    .first()
    .getByRole('link', { name: /^Apply now/ })
    .click();
  await expect(page).toHaveURL(/\/careers\/job\/\d+#apply$/);
  const form = page.getByRole('form', { name: `Apply to be ${CV_JOB}` });
  // Adding and removing roles needs scripts: without them the one role the job asks for is there, and no button that cannot work.
  await expect(form.getByRole('button', { name: /Add (another role|your work history)/ })).toBeHidden();
  await form.getByLabel('First name').fill('Zoë');
  await form.getByLabel('Second name').fill("O'Brien");
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Telephone').fill('07700 900123');
  await form.getByLabel('Employer').fill('The Old Bell');
  await form.getByLabel('Job title').fill('Sous Chef');
  await form.getByLabel('From: month').selectOption({ label: 'March' });
  await form.getByLabel('From: year').selectOption(String(new Date().getUTCFullYear() - 3));
  await form.getByLabel('This is my current role').check();
  await form.getByRole('button', { name: 'Send application' }).click();

  // No CV and unanswered questions: the summary says so, and everything typed is still there. The address keeps
  // its #apply, so the browser scrolls to the form (whose summary is at its top) rather than focusing the summary.
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText('Attach your CV as a .pdf or .docx file.');
  await expect(summary).toContainText('Please answer this question.');
  await expect(form.getByLabel('Employer')).toHaveValue('The Old Bell');
  await expect(form.getByLabel('This is my current role')).toBeChecked();
  await expect(form.getByLabel('Second name')).toHaveValue("O'Brien");

  await form.getByLabel('Your CV').setInputFiles(pdfCv());
  for (const group of await form
    .getByRole('group')
    .filter({ has: page.getByRole('radio') })
    .all())
    await group.getByRole('radio').first().check();
  await form.getByRole('textbox', { name: /made someone's day/ }).fill('A surprise birthday pudding for a regular.');
  await form.getByRole('button', { name: 'Send application' }).click();
  // A redirect keeps the address's #apply (the browser's rule); the thanks page has nothing it names.
  await expect(page).toHaveURL(/\/thank-you\/job-application(#apply)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
  await emailFromOutbox(request, adminToken, email, 'Your application');
});
