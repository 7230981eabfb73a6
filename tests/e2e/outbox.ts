import { expect, type APIRequestContext } from '@playwright/test';

type OutboxEmail = { subject: string; text: string; headers?: Record<string, string> };

/** The emails go after the page has answered: waits until one to `to` whose subject starts with `subject` is in the outbox. */
export async function emailFromOutbox(request: APIRequestContext, adminToken: string, to: string, subject: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&limit=50`, {
          headers: { Authorization: `JWT ${adminToken}` },
        });
        if (response.status() !== 200) throw new Error(`Reading the outbox answered ${response.status()}`);
        found = ((await response.json()) as { docs: OutboxEmail[] }).docs.find((email) => email.subject.startsWith(subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path of the first link to `prefix` in an email's text. */
export const linkIn = (text: string, prefix: string) => {
  const path = new RegExp(`${prefix}[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!path) throw new Error(`No ${prefix} link in:\n${text}`);
  return path;
};

export const uniqueEmail = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
