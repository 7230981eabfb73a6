import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import type { CustomerDraft, Notice } from './journey-state';

/**
 * Without JavaScript, step three posts to a route handler, which answers with a redirect (so a refresh never books
 * twice). When the booking could not be placed, what the diner typed and why it failed travel back to the step in this
 * short-lived, HttpOnly cookie: nothing typed is lost, and none of it goes in the address. A booking placed clears it.
 */
const DRAFT_COOKIE = 'mg_booking_draft';
const DRAFT_SECONDS = 15 * 60;

const draftSchema = z.object({
  attempt: z.string().max(40),
  storeId: z.number().int(),
  customer: z.object({
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    email: z.string().max(400),
    phoneNumber: z.string().max(100),
    specialRequest: z.string().max(1000),
    shouldReceivePromotions: z.boolean(),
    shouldReceiveSms: z.boolean(),
  }),
  errors: z.record(z.string(), z.string().max(300)),
  notice: z.object({ kind: z.enum(['error', 'taken']), message: z.string().max(500) }).nullable(),
});

export type BookingDraft = { attempt: string; storeId: number; customer: CustomerDraft; errors: Record<string, string>; notice: Notice | null };

const attributes = (maxAge: number, secure: boolean) => `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const draftCookieHeader = (draft: BookingDraft, secure: boolean) =>
  `${DRAFT_COOKIE}=${Buffer.from(JSON.stringify(draft)).toString('base64url')}; ${attributes(DRAFT_SECONDS, secure)}`;

export const clearedDraftCookieHeader = (secure: boolean) => `${DRAFT_COOKIE}=; ${attributes(0, secure)}`;

/** The diner's last failed submission for this restaurant, if the cookie holds a well-formed one. */
export async function readDraft(storeId: number): Promise<BookingDraft | null> {
  const raw = (await cookies()).get(DRAFT_COOKIE)?.value;
  if (!raw) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const parsed = draftSchema.safeParse(decoded);
  return parsed.success && parsed.data.storeId === storeId ? parsed.data : null;
}
