import type { Page } from '@playwright/test';

/** Careers pages as a job seeker finds them. */
export const jobCards = (page: Page) =>
  page
    .getByRole('region', { name: /jobs?( in [a-z ]+)?( within 100 miles of .+)?$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

/** How many jobs the search found, on every page of results, as its summary says ("45 jobs …"). */
export const resultCount = async (page: Page) => Number.parseInt((await page.locator('#job-results-summary').textContent()) ?? '', 10);

export const cardDistances = async (page: Page) =>
  (
    await page
      .locator('#results')
      .getByText(/^\d+(\.\d+)? miles? away$/)
      .allTextContents()
  ).map((text) => Number.parseFloat(text));

export async function searchJobs(page: Page, where: string) {
  await page.getByLabel('Postcode or town').fill(where);
  await page.getByRole('button', { name: 'Search jobs' }).click();
}

/** The demo adverts a test applies to: a kitchen porter (no CV, no work history) and a head chef (both needed). */
export const NO_CV_JOB = 'Kitchen Porter';
export const CV_JOB = 'Head Chef';

/** A job seeker's fresh email, so each run's application is its own (one per job and email). */
export const applicantEmail = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A tiny real PDF, as a CV. */
export const pdfCv = () => ({
  name: 'my-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
});
