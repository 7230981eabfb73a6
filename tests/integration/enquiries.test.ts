/**
 * The enquiry endpoints of spec section 7 over HTTP, on each database: the forms' content, a group enquiry and a
 * contact message with files stored for the right restaurant's managers and emailed (team and diner) through the
 * queue, files refused by their bytes with a message naming them, and the bot check refusing missing, expired and
 * replayed proofs before anything is stored.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@/lib/london-time';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { storedPath } from '@/server/uploads/upload-store';
import { deleteExpiredEnquiries } from '@/features/enquiries/retention';
import { botCheckProof } from '../support/bot-check';
import { expiredBotCheckProof } from '../support/bot-check-keys';
import { cmsFind, uniqueEmail, waitForEmail, type ServiceResult } from '../support/booking-api';
import { samples } from '../support/file-samples';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { asNewVisitor } from '../support/visitor';
import { ADMIN, MANAGER, type Credentials } from '../support/staff';

/** Cheshire Oaks is one of the demo manager's restaurants; Broughton is not. */
const CHESHIRE_OAKS = 1004;
const BROUGHTON = 1002;

type EnquiryDoc = {
  id: number;
  kind: string;
  status: string;
  restaurant: number | null;
  files?: { fileId: string; name: string; mimeType: string }[];
  groupBooking?: { covers: number; venue: string };
};

const groupBody = (overrides: Record<string, unknown> = {}) => ({
  storeId: CHESHIRE_OAKS,
  bookingType: 'festive',
  covers: 24,
  date: addDays(londonToday(), 40),
  time: '19:00',
  until: '23:30',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('group'),
  telephoneNumber: '07700 900123',
  specialRequest: 'A cake for Grace.',
  shouldReceivePromotions: false,
  shouldReceiveSms: true,
  ...overrides,
});

const contactFields = (overrides: Record<string, string> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail('contact'),
  phone: '',
  message: 'I left my scarf under table 12 on Saturday. Receipt attached.',
  enquiryType: 'general',
  enquiryRestaurant: String(CHESHIRE_OAKS),
  guests: '2',
  reason: 'lost-property',
  subReason: '',
  ...overrides,
});

function contactForm(fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

async function enquiriesFor(base: string, email: string, who: Credentials = ADMIN) {
  return (await cmsFind<EnquiryDoc>(base, await staffHeaders(base, who), 'enquiries', { email })).docs;
}

afterAll(closePayloadInstances);

describe.each(runningSites)('enquiries on %s', { timeout: 90_000 }, (name, base) => {
  const postForm = async (path: string, form: FormData) => {
    const api = await apiClient(base);
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...api.headers, ...asNewVisitor() }, body: form });
    return { status: response.status, body: (await response.json()) as ServiceResult & { statusCode?: number } };
  };
  const sendContact = async (fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = [], proof?: string) =>
    postForm('/api/contact/sendemail', contactForm({ ...fields, botCheck: proof ?? (await botCheckProof(base)) }, files));
  const sendGroup = async (body: Record<string, unknown>) =>
    (await apiClient(base)).postJson<ServiceResult & { statusCode?: number }>('/api/contact/group-booking', body);

  it('serves the contact types, and the reasons, restaurants and booking types staff set', async () => {
    const api = await apiClient(base);
    const types = await api.getJson<{ value: string; label: string }[]>('/api/contact/contactTypes');
    expect(types.status).toBe(200);
    expect(types.body).toContainEqual({ value: 'general', label: 'General enquiry' });
    const content = await api.getJson<{
      contactReasons: { value: string; subReasons: unknown[] }[];
      restaurants: { storeId: number; title: string }[];
      bookingTypes: unknown[];
    }>('/api/contact/content');
    expect(content.status).toBe(200);
    expect(content.body.contactReasons.find((reason) => reason.value === 'visit')?.subReasons.length).toBeGreaterThan(0);
    expect(content.body.restaurants).toContainEqual(expect.objectContaining({ storeId: CHESHIRE_OAKS, title: 'Cheshire Oaks' }));
    expect(content.body.bookingTypes).toContainEqual({ value: 'festive', label: 'Christmas or festive party' });
    expect((await fetch(`${base}/api/contact/content`)).status).toBe(401);
  });

  it('stores a group enquiry for its restaurant’s manager only, and emails the restaurant and the diner', async () => {
    const body = groupBody();
    const answer = await sendGroup({ ...body, botCheck: await botCheckProof(base) });
    expect(answer).toEqual({ status: 200, body: { statusCode: 200, success: true } });

    const [stored] = await enquiriesFor(base, body.email);
    expect(stored).toMatchObject({ kind: 'group-booking', status: 'new', groupBooking: { covers: 24, venue: 'Cheshire Oaks' } });
    expect(await enquiriesFor(base, body.email, MANAGER)).toHaveLength(1);

    const elsewhere = groupBody({ storeId: BROUGHTON });
    expect((await sendGroup({ ...elsewhere, botCheck: await botCheckProof(base) })).status).toBe(200);
    expect(await enquiriesFor(base, elsewhere.email)).toHaveLength(1);
    expect(await enquiriesFor(base, elsewhere.email, MANAGER)).toHaveLength(0);

    const admin = await staffHeaders(base);
    const acknowledgement = await waitForEmail(base, admin, body.email, (email) => email.subject === 'We have your group booking enquiry');
    expect(acknowledgement.text).toContain('Guests: 24');
    const team = await waitForEmail(base, admin, 'cheshireoaks@marigoldgrill.example', (email) => email.text.includes(body.email));
    expect(team.subject).toContain('New group booking enquiry for Cheshire Oaks');
  });

  it('refuses a group enquiry without a proof, with an expired one, or with one used before, and stores nothing', async () => {
    const missing = groupBody();
    expect(await sendGroup(missing)).toMatchObject({ status: 403, body: { code: 106, message: 'Invalid token' } });
    const expired = groupBody();
    expect(await sendGroup({ ...expired, botCheck: await expiredBotCheckProof() })).toMatchObject({ status: 403, body: { message: 'Invalid token' } });

    const proof = await botCheckProof(base);
    const first = groupBody();
    expect((await sendGroup({ ...first, botCheck: proof })).status).toBe(200);
    const replay = groupBody();
    expect(await sendGroup({ ...replay, botCheck: proof })).toMatchObject({ status: 403, body: { code: 106, message: 'Invalid token' } });
    for (const body of [missing, expired, replay]) expect(await enquiriesFor(base, body.email)).toHaveLength(0);
  });

  it('answers each bad field of a group enquiry with its message', async () => {
    const answer = await sendGroup({
      ...groupBody({ covers: 3, until: '18:00', bookingType: 'picnic', storeId: 999_999 }),
      botCheck: await botCheckProof(base),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ covers: expect.stringContaining('8 guests or more'), until: 'Please choose an end time after the start time.' });
    const unknown = await sendGroup({ ...groupBody({ bookingType: 'picnic', storeId: 999_999 }), botCheck: await botCheckProof(base) });
    expect(unknown).toMatchObject({ status: 400, body: { code: 102, errors: { storeId: 'Please choose a restaurant.' } } });
  });

  it('stores a contact message with a PDF that its restaurant’s manager can download, and emails it with the file', async () => {
    const fields = contactFields();
    const answer = await sendContact(fields, [{ name: 'receipt.pdf', bytes: samples.pdf() }]);
    expect(answer).toEqual({ status: 200, body: { statusCode: 200, success: true } });

    const [stored] = await enquiriesFor(base, fields.email, MANAGER);
    expect(stored?.files).toEqual([expect.objectContaining({ name: 'receipt.pdf', mimeType: 'application/pdf' })]);
    const path = `/staff-files/enquiries/${stored!.id}/${stored!.files![0]!.fileId}`;
    const manager = await staffHeaders(base, MANAGER);
    const download = await fetch(`${base}${path}`, { headers: { Authorization: manager.Authorization } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.pdf())).toBe(true);
    expect((await fetch(`${base}${path}`)).status).toBe(401);

    const admin = await staffHeaders(base);
    const team = await waitForEmail(base, admin, 'cheshireoaks@marigoldgrill.example', (email) => email.text.includes(fields.email));
    expect(team.attachments.map((file) => file.filename)).toEqual(['receipt.pdf']);
    await waitForEmail(base, admin, fields.email, (email) => email.subject === 'Thanks for your message');
  });

  it('keeps a message about no particular restaurant from restaurant managers', async () => {
    const fields = contactFields({ enquiryRestaurant: 'none', reason: 'visit', subReason: 'praise', guests: '' });
    expect((await sendContact(fields)).status).toBe(200);
    expect(await enquiriesFor(base, fields.email)).toHaveLength(1);
    expect(await enquiriesFor(base, fields.email, MANAGER)).toHaveLength(0);
  });

  const nul = String.fromCharCode(0);
  it.each([
    ['a text file', [{ name: 'notes.txt', bytes: samples.text() }], '“notes.txt” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['a program renamed .pdf', [{ name: 'invoice.pdf', bytes: samples.exe() }], '“invoice.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['an SVG with a script called .png', [{ name: 'photo.png', bytes: samples.svg() }], '“photo.png” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['a file over 5 MB', [{ name: 'scan.pdf', bytes: Buffer.concat([samples.pdf(), Buffer.alloc(5 * 1024 * 1024)]) }], '“scan.pdf” is larger than 5 MB.'],
    ['four files', ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, bytes: samples.png() })), 'Attach at most 3 files.'],
    [
      'a null byte in a name',
      [{ name: `menu${nul}.pdf`, bytes: samples.pdf() }],
      '“menuU+0000.pdf” has a name with characters a file name cannot have (such as / or \\).',
    ],
    ['an empty file', [{ name: 'blank.pdf', bytes: Buffer.alloc(0) }], '“blank.pdf” is empty.'],
  ])('refuses %s with a message naming it, and stores nothing', async (_label, files, message) => {
    const fields = contactFields();
    const answer = await sendContact(fields, files);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 102, errors: { files: message } });
    expect(await enquiriesFor(base, fields.email)).toHaveLength(0);
  });

  it('refuses a contact message without a proof, and checks its reason against the back-office list', async () => {
    const fields = contactFields();
    expect(await postForm('/api/contact/sendemail', contactForm(fields))).toMatchObject({ status: 403, body: { code: 106, message: 'Invalid token' } });
    const noSubReason = await sendContact(contactFields({ reason: 'visit', subReason: '' }));
    expect(noSubReason).toMatchObject({ status: 400, body: { errors: { subReason: 'Please choose what it is about.' } } });
    expect(await enquiriesFor(base, fields.email)).toHaveLength(0);
  });

  it('deletes an enquiry and its files once the retention period has passed, and keeps newer ones', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const old = contactFields();
    const recent = contactFields();
    expect((await sendContact(old, [{ name: 'photo.png', bytes: samples.png() }])).status).toBe(200);
    expect((await sendContact(recent)).status).toBe(200);
    const [stored] = await enquiriesFor(base, old.email);
    const thirteenMonthsAgo = new Date(Date.now() - 400 * 24 * 3_600_000).toISOString();
    await payload.db.updateOne({ collection: 'enquiries', id: stored!.id, data: { createdAt: thirteenMonthsAgo } });

    const file = storedPath(stored!.files![0]!.fileId);
    expect(existsSync(file)).toBe(true);

    expect(await deleteExpiredEnquiries(payload)).toBeGreaterThanOrEqual(1);
    expect(await enquiriesFor(base, old.email)).toHaveLength(0);
    expect(await enquiriesFor(base, recent.email)).toHaveLength(1);
    // The file goes by the uploads' queued clean-up: run here, or by a server's schedule, which may have claimed the
    // job a moment before this run and be deleting the file as it looks.
    await payload.jobs.run({ queue: JOB_QUEUES.maintenance, limit: 50, overrideAccess: true, silent: true });
    await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(false);
    expect(await deleteExpiredEnquiries(payload)).toBe(0);
  }, 180_000);
});
