import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { pastTwoFrames } from './page-clock';

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/cookie-policy');
});

test('the header shows the masthead links and a Book Now link to the home booking area', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute('href', '/menu');
  await expect(nav.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/restaurants');
  const careers = nav.getByRole('link', { name: /Careers/ });
  await expect(careers).toHaveAttribute('target', '_blank');
  await expect(careers).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('header-book-now')).toHaveText('Book Now');
  await expect(page.getByTestId('header-book-now')).toHaveAttribute('href', '/#booking');
});

test('a dropdown opens and closes by mouse and keyboard', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'About us' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const story = page.getByRole('link', { name: 'Our story' });
  await expect(story).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(story).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(story).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(story).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(story).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Space');
  await story.click();
  await expect(page).toHaveURL(/\/about\/our-story$/);
  await expect(page.getByRole('link', { name: 'Our story' })).toBeHidden();
});

test('the footer is as the spec describes', async ({ page }) => {
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'Hear It First' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(4);
  await expect(social.first()).toHaveAttribute('target', '_blank');
  const links = footer.getByRole('list', { name: 'Footer' });
  await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(links.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute('target', '_blank');
  await expect(links.getByRole('link', { name: /Food Standards Agency/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Marigold Grill`);
});

test('internal footer links navigate within the site', async ({ page }) => {
  await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the global banner shows its message and link', async ({ page }) => {
  await expect(page.locator('.global-banner-link')).toHaveAttribute('href', '/gift-cards');
});

test('a visitor who scrolls on before the scripts have run is not sent back to the #hash', async ({ page }) => {
  // The page's scripts wait until the visitor has scrolled, as on a slow phone.
  let releaseScripts!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/careers/job-search?page=2#results', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.locator('#results').evaluate((element) => Math.abs(element.getBoundingClientRect().top))).toBeLessThan(200);
  const previous = page.getByRole('link', { name: 'Previous page' });
  await previous.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  releaseScripts();
  // Hydrated: the app router announces route changes from here on.
  await expect(page.locator('next-route-announcer')).toHaveCount(1);
  // The scroll manager's effect ran in that same first render; a scroll it started would show within two frames.
  await pastTwoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await expect(previous).toBeInViewport();
});
