import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { applicantEmail, cardDistances, jobCards, NO_CV_JOB, resultCount, searchJobs } from './careers-helpers';
import { HR, MANAGER } from '../support/staff';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
});

test.describe('job search', () => {
  test('a postcode search lists only jobs within 100 miles, nearest first, and the address keeps the search', async ({ page }) => {
    // An axe-core scan of a long results page takes a while on a busy machine.
    test.slow();
    await page.goto('/careers/job-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs at Marigold Grill' })).toBeVisible();
    const everywhere = await resultCount(page);
    await searchJobs(page, 'M1 1AA');
    await expect(page).toHaveURL(/\/careers\/job-search\?q=&where=M1\+1AA&type=full-time&type=part-time$/);
    await expect(page.getByRole('status').filter({ hasText: 'within 100 miles of M1 1AA, nearest first' })).toBeVisible();
    const miles = await cardDistances(page);
    expect(miles.length).toBeGreaterThan(3);
    expect(await resultCount(page)).toBeLessThan(everywhere);
    expect(miles.every((distance) => distance <= 100)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expect(page.locator('#results')).not.toContainText('Covent Garden');
    await expectNoAxeViolations(page);
  });

  test('job types and role categories narrow the list, and a category link keeps the rest of the search', async ({ page }) => {
    await page.goto('/careers/job-search?where=M1+1AA');
    await page.getByRole('checkbox', { name: 'Full time' }).uncheck();
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/type=part-time$/);
    await expect(page.getByRole('checkbox', { name: 'Full time' })).not.toBeChecked();
    const tags = await page.getByRole('list', { name: 'Job type and category' }).allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain('Part time');

    await page.getByRole('navigation', { name: 'Role categories' }).getByRole('link', { name: 'Kitchen' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search\/kitchen\?where=M1\+1AA&type=part-time$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const tag of await page.getByRole('list', { name: 'Job type and category' }).allTextContents()) expect(tag).toContain('Kitchen');
  });

  test('a long list comes twenty jobs a page, with links to the next and previous pages that keep the search', async ({ page }) => {
    await page.goto('/careers/job-search?type=full-time&type=part-time');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(20);
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / 20)}`);
    await expect(jobCards(page)).toHaveCount(20);
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    const firstOnPageOne = await jobCards(page).first().getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search\?page=2#results$/);
    await expect(pages).toContainText(`Page 2 of ${Math.ceil(total / 20)}`);
    expect(await resultCount(page)).toBe(total);
    expect(await jobCards(page).first().getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')).not.toBe(firstOnPageOne);

    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search#results$/);
    expect(await jobCards(page).first().getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')).toBe(firstOnPageOne);
  });

  test('an unknown category is a 404', async ({ page }) => {
    const response = await page.goto('/careers/job-search/astronauts');
    expect(response?.status()).toBe(404);
  });

  test('refused location: explains how to turn location services on', async ({ page }) => {
    await page.goto('/careers/job-search');
    await page.getByRole('button', { name: 'Use my location' }).click();
    const dialog = page.getByRole('dialog', { name: "We can't see where you are" });
    await expect(dialog.getByRole('paragraph')).toHaveText('To search for jobs near you, please enable location services.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('with location allowed, lists the jobs nearest the job seeker', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.4808, longitude: -2.2426 });
    await page.goto('/careers/job-search?q=chef');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search\?q=chef&lat=53\.481&lng=-2\.243#results$/);
    await expect(page.getByRole('status').filter({ hasText: 'within 100 miles of your location' })).toBeVisible();
    const miles = await cardDistances(page);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });
});

test.describe('job page', () => {
  test('shows the advert, tells search engines about the job, and lists it in the sitemap; an unknown job is a 404', async ({ page, request }) => {
    test.slow();
    await page.goto('/careers/job-search');
    const first = jobCards(page).first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
    await first.getByRole('link', { name: /^View job/ }).click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('complementary', { name: 'Apply for this job' })).toBeVisible();

    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
    expect(posting).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { '@type': 'Organization' }, jobLocation: { '@type': 'Place' } });
    expect(posting.employmentType).toMatch(/^(FULL_TIME|PART_TIME)$/);
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'GBP' });
    await expectNoAxeViolations(page);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(new URL(page.url()).pathname);
    expect((await page.goto('/careers/job/999999'))?.status()).toBe(404);
  });

  test('keyboard only: a job seeker applies without touching the mouse, and errors are announced on their fields', async ({ page }) => {
    await page.goto('/careers/job-search?q=kitchen+porter');
    await jobCards(page)
      .filter({ hasText: NO_CV_JOB })
      .first()
      .getByRole('link', { name: /^View job/ })
      .click();
    const form = page.getByRole('form', { name: `Apply to be ${NO_CV_JOB}` });
    await expect(form).toBeVisible();

    // Send it empty first: the first field takes focus and says what is wrong.
    await form.getByLabel('First name').focus();
    await page.keyboard.press('Shift+Tab');
    await focusByTab(page, form.getByRole('button', { name: 'Send application' }));
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
    await expect(form.getByRole('alert').filter({ hasText: 'Please correct the fields marked in red' })).toBeVisible();

    const email = applicantEmail('keyboard');
    await page.keyboard.type('Zoë');
    await page.keyboard.press('Tab');
    await page.keyboard.type("O'Brien");
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700 900123');
    // The CV is optional for this job; its picker is skipped.
    await page.keyboard.press('Tab');
    // Each question: a radio group takes Tab then Space (or arrows), checkboxes Space, text typing.
    const questions = form
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .or(form.getByRole('group').filter({ has: page.getByRole('checkbox') }));
    for (let index = 0; index < (await questions.count()); index++) {
      const group = questions.nth(index);
      await focusByTab(page, group.locator('input').first());
      await page.keyboard.press('Space');
    }
    await focusByTab(page, form.getByRole('button', { name: 'Send application' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeFocused({ timeout: 45_000 });
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search works, and the job page’s application can be sent (tests/e2e/forms-no-script.spec.ts sends one)', async ({ page }) => {
    await page.goto('/careers/job-search');
    await page.getByLabel('Postcode or town').fill('Leeds');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/where=Leeds/);
    await expect(page.getByRole('status').filter({ hasText: 'within 100 miles of Leeds' })).toBeVisible();
    await page
      .locator('#results')
      .getByRole('link', { name: /^Apply now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+#apply$/);
    expect(await page.content()).not.toContain('This form needs JavaScript for its spam check');
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
  });
});

test.describe('applications in the back-office', () => {
  test('HR sees a new application with its CV download; a restaurant manager cannot see applications at all', async ({ page, baseURL }) => {
    // Two sign-ins and several back-office pages: slow on a busy machine.
    test.slow();
    // The application itself is sent (and then found by HR with its CV) in the phone spec and the integration tests.
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(HR.email);
    await page.getByLabel('Password').fill(HR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/collections/job-applications');
    await expect(page.getByRole('heading', { name: 'Job applications' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Applicant/ })).toBeVisible();
    await page.goto('/admin/collections/jobs');
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();

    const manager = await page.context().browser()!.newContext({ baseURL });
    const managerPage = await manager.newPage();
    await managerPage.goto('/admin/login');
    await managerPage.getByLabel('Email').fill(MANAGER.email);
    await managerPage.getByLabel('Password').fill(MANAGER.password);
    await managerPage.getByRole('button', { name: 'Login' }).click();
    await expect(managerPage).toHaveURL(/\/admin$/);
    await expect(managerPage.getByRole('link', { name: 'Job applications' })).toHaveCount(0);
    await managerPage.goto('/admin/collections/job-applications');
    await expect(managerPage.getByText(/Unauthorized|not allowed|Nothing found|404/i).first()).toBeVisible();
    await manager.close();
  });
});

/** Presses Tab until `target` has focus (at most 60 times), as a keyboard user would. */
async function focusByTab(page: import('@playwright/test').Page, target: import('@playwright/test').Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
