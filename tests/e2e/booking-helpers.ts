import type { APIRequestContext } from '@playwright/test';

const BRAND_KEY = process.env.BRAND_KEY ?? 'marigold-web';
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' };

const londonDate = (daysAhead: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

/**
 * Books a table for two through the API, as the booking journey does, and returns the manage link from the
 * confirmation email in the back-office outbox (the only place the link's secret is written).
 */
export async function bookAndFindManageLink(request: APIRequestContext, { storeId, daysAhead, time }: { storeId: number; daysAhead: number; time: string }) {
  const { accessToken } = (await (await request.post('/api/token', { data: {} })).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': `e2e-${Date.now()}` };
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  for (let offset = daysAhead; offset < daysAhead + 30; offset++) {
    const date = londonDate(offset);
    const occasions = (await (await request.get(`/api/booking/occasions/${storeId}?date=${date}`, { headers })).json()) as { occasions?: { id: number; name: string }[] };
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
        customer: { firstName: 'Robin', lastName: 'Okafor', email, phoneNumber: '', specialRequest: 'A quiet table, please', shouldReceivePromotions: false, shouldReceiveSms: false },
      },
    });
    if (created.status() !== 201) continue;
    const { bookingReference } = (await created.json()) as { bookingReference: string };
    const login = (await (await request.post('/cms-api/users/login', { data: ADMIN })).json()) as { token: string };
    for (let attempt = 0; attempt < 50; attempt++) {
      const outbox = (await (await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${login.token}` } })).json()) as {
        docs: { text: string }[];
      };
      const link = /\/manage-booking\/[\w-]+/.exec(outbox.docs[0]?.text ?? '')?.[0];
      if (link) return { reference: bookingReference, link };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No confirmation email for ${bookingReference}`);
  }
  throw new Error(`No bookable date at ${storeId}`);
}
