import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { applicantEmail, CV_JOB, jobCards, pdfCv } from './careers-helpers';
import { HR, staffLogin } from '../support/staff';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
});

test('on a phone: apply from the search results with a CV and work history, and HR has it with the CV', async ({ page, baseURL }) => {
  await page.goto('/careers/job-search/head-chef');
  await expect(page.getByRole('heading', { level: 1, name: 'Head Chef jobs' })).toBeVisible();
  await expectNoAxeViolations(page);

  const card = jobCards(page).filter({ hasText: CV_JOB }).first();
  await card.getByRole('link', { name: /^Apply now/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply: Head Chef/ });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: `Apply to be ${CV_JOB}` });

  // A wrong file type is refused at once, on its field.
  await form.getByLabel('Your CV').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('not a CV') });
  await expect(form.getByLabel('Your CV')).toHaveAccessibleDescription(/Your CV must be a \.pdf or \.docx file\./);

  const email = applicantEmail('phone');
  await form.getByLabel('First name').fill('José');
  await form.getByLabel('Second name').fill("D'Souza");
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Telephone').fill('+44 7700.900.123');
  await form.getByLabel('Your CV').setInputFiles(pdfCv());

  const role = form.getByRole('group', { name: 'Role 1' });
  await role.getByLabel('Employer').fill('Harbour Kitchen');
  await role.getByLabel('Job title').fill('Sous chef');
  await role.getByLabel('From: month').selectOption('March');
  await role.getByLabel('From: year').selectOption('2020');
  await role.getByLabel('To: month').selectOption('February');
  await role.getByLabel('To: year').selectOption('2020');
  await form.getByRole('button', { name: 'Send application' }).click();
  // From must be earlier than to.
  await expect(role.getByLabel('To: year')).toHaveAccessibleDescription('The start date must be earlier than the end date.');
  // Ticking "current role" clears the end date and hides it.
  await role.getByLabel('This is my current role').check();
  await expect(role.getByLabel('To: month')).toHaveCount(0);

  await form.getByRole('button', { name: 'Add another role' }).click();
  const second = form.getByRole('group', { name: 'Role 2' });
  await second.getByLabel('Employer').fill('The Corner Café');
  await second.getByLabel('Job title').fill('Commis chef');
  await second.getByLabel('From: month').selectOption('June');
  await second.getByLabel('From: year').selectOption('2016');
  await second.getByLabel('To: month').selectOption('January');
  await second.getByLabel('To: year').selectOption('2020');

  for (const group of await form
    .getByRole('group')
    .filter({ has: page.getByRole('radio') })
    .all())
    await group.getByRole('radio').first().check();
  for (const box of await form.getByRole('textbox', { name: /Tell us/ }).all()) await box.fill('I cooked a surprise birthday pudding for a regular guest.');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({ timeout: 45_000 });

  // HR finds it in the back-office, with the CV.
  const token = await staffLogin(new URL(baseURL!).origin, HR);
  const response = await page.request.get(`/cms-api/job-applications?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const { docs } = (await response.json()) as { docs: { id: number; experience: unknown[]; resume: { name: string; fileId: string }[] }[] };
  expect(docs).toHaveLength(1);
  expect(docs[0]!.experience).toHaveLength(2);
  expect(docs[0]!.resume[0]!.name).toBe('my-cv.pdf');
  const download = await page.request.get(`/staff-files/job-applications/${docs[0]!.id}/${docs[0]!.resume[0]!.fileId}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
});
