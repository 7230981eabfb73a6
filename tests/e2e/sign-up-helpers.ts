import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sign-up page's form filled in as a diner would (birthday 12 August, Cheshire Oaks, news by email), and sent. */
export async function signUpOnThePage(page: Page, email: string, firstName: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Favourite restaurant').selectOption({ label: 'Cheshire Oaks (Ellesmere Port)' });
  await page.getByLabel('Day', { exact: true }).selectOption('12');
  await page.getByLabel('Month', { exact: true }).selectOption('8');
  await page.getByRole('checkbox', { name: /Yes, email me news/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/, { timeout: 30_000 });
}

/** The home page's sign-up strip sent with an address and the tick, ending on the thanks page. */
export async function signUpFromTheStrip(page: Page, email: string) {
  await page.goto('/');
  const strip = page.getByRole('form', { name: 'Sign up to Hear It First' });
  await strip.getByLabel('Email address').fill(email);
  await strip.getByRole('checkbox', { name: /Yes, email me news/ }).check();
  await strip.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/, { timeout: 30_000 });
}
