import { expect, test, type APIRequestContext } from '@playwright/test';
import { botCheckProof } from '../support/bot-check';
import { londonDate } from '../support/dates';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

const BRAND_KEY = process.env.BRAND_KEY ?? 'marigold-web';

/**
 * Books a table for two through the API, as the booking journey does, and returns the manage link from the
 * confirmation email in the back-office outbox (the only place the link's secret is written), read with `adminToken`.
 */
export async function bookAndFindManageLink(
  request: APIRequestContext,
  adminToken: string,
  { storeId, daysAhead, time }: { storeId: number; daysAhead: number; time: string },
) {
  const visitor = visitorHeaders(test.info().project.use.baseURL!, newVisitorAddress());
  const { accessToken } = (await (await request.post('/api/token', { headers: visitor, data: {} })).json()) as { accessToken: string };
  const headers = { ...visitor, Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': `e2e-${Date.now()}` };
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  for (let offset = daysAhead; offset < daysAhead + 30; offset++) {
    const date = londonDate(offset);
    const occasions = (await (await request.get(`/api/booking/occasions/${storeId}?date=${date}`, { headers })).json()) as {
      occasions?: { id: number; name: string }[];
    };
    const occasion = occasions.occasions?.find((candidate) => candidate.name === 'Table booking');
    if (!occasion) continue;
    const created = await request.post(`/api/booking/create/${storeId}`, {
      headers,
      data: {
        occasionId: occasion.id,
        adults: 2,
        children: 0,
        bookingDate: date,
        time,
        menuId: null,
        areaId: null,
        customer: {
          firstName: 'Robin',
          lastName: 'Okafor',
          email,
          phoneNumber: '',
          specialRequest: 'A quiet table, please',
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
        // The journey's proof, solved as the diner's browser solves it.
        botCheck: await botCheckProof(new URL(test.info().project.use.baseURL!).origin),
      },
    });
    if (created.status() !== 201) continue;
    const { bookingReference } = (await created.json()) as { bookingReference: string };
    return { reference: bookingReference, link: await manageLinkFromOutbox(request, adminToken, email, bookingReference) };
  }
  throw new Error(`No bookable date at ${storeId}`);
}

/** The email goes after the API has answered: waits until it is in the outbox. */
async function manageLinkFromOutbox(request: APIRequestContext, adminToken: string, email: string, reference: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`, {
          headers: { Authorization: `JWT ${adminToken}` },
        });
        if (response.status() !== 200) throw new Error(`Reading the outbox answered ${response.status()}: ${await response.text()}`);
        const outbox = (await response.json()) as { docs: { text: string }[] };
        link = /\/manage-booking\/[\w-]+/.exec(outbox.docs[0]?.text ?? '')?.[0];
        return link;
      },
      { message: `the confirmation email of ${reference}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}
