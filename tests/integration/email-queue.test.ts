/**
 * Emails go through Payload's jobs queue: a request queues and answers, a worker sends within seconds, a failed send
 * is retried with backoff, and no message is sent twice however many workers (processes, instances) run the queue.
 * Without SMTP_URL the servers keep every email in the Outbox, which is where these tests read them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { bookTableForTwo, cmsFind, waitForEmail } from '../support/booking-api';
import { startFakeSmtp } from '../support/fake-smtp';
import { freePort } from '../support/free-port';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { MANAGER } from '../support/staff';

type JobDoc = {
  id: number;
  taskSlug: string;
  summary: string;
  state: string;
  lastError?: string;
  hasError?: boolean;
  processing?: boolean;
  totalTried: number;
  waitUntil?: string | null;
};

/** Queues emails on a queue of the test's own, which the servers' schedule never runs: only the test's workers do. */
async function queueTestEmails(payload: Payload, queue: string, to: (index: number) => string, count: number) {
  for (let index = 0; index < count; index++) {
    await payload.jobs.queue({ task: 'send-email', queue, input: { message: { to: to(index), subject: `Exactly once ${index}`, text: 'Sent once.' } } });
  }
}

const CHESHIRE_OAKS = 1004;

afterAll(closePayloadInstances);

describe.each(runningSites)('email queue on %s', (name, base) => {
  let workers: Payload[];
  let smtpWorker: Payload;
  let smtpPort: number;
  // Three more workers on the server's database, each with its own connections, like three more app instances, and one
  // whose mail server is down. Loaded before any test: loading keeps this process busy for a few seconds.
  beforeAll(async () => {
    const databaseUrl = databaseUrlOf(name);
    workers = [await payloadOn(databaseUrl, 'worker-a'), await payloadOn(databaseUrl, 'worker-b'), await payloadOn(databaseUrl, 'worker-c')];
    smtpPort = await freePort();
    smtpWorker = await payloadOn(databaseUrl, 'smtp-worker', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  }, 180_000);

  it('sends a booking’s confirmation through the queue, and the job is gone once it is sent', async () => {
    const admin = await staffHeaders(base);
    const { email, reference } = await bookTableForTwo(await apiClient(base), CHESHIRE_OAKS, 'queued');
    const confirmation = await waitForEmail(base, admin, email, (message) => message.text.includes(reference));
    expect(confirmation.attachments[0]!.content).toContain('STATUS:CONFIRMED');

    const jobs = await fetch(`${base}/cms-api/payload-jobs?depth=0&limit=0`, { headers: admin });
    expect(jobs.status).toBe(200);
    expect(((await jobs.json()) as { docs: JobDoc[] }).docs.filter((job) => job.summary.includes(email))).toEqual([]);
  });

  it('shows administrators what is waiting, and lets them try a failed email again; managers see none of it', async () => {
    const queue = `staff-view-${randomUUID()}`;
    const to = `failed-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = await workers[0]!.jobs.queue({ task: 'send-email', queue, input: { message: { to, subject: 'Your enquiry', text: 'Hello.' } } });
    const admin = await staffHeaders(base);
    const read = async () => (await (await fetch(`${base}/cms-api/payload-jobs/${id}?depth=0`, { headers: admin })).json()) as JobDoc;
    expect(await read()).toMatchObject({ summary: `Email to ${to}: Your enquiry`, state: 'Waiting' });

    await workers[0]!.db.updateJobs({
      id,
      data: { hasError: true, totalTried: 11, error: { message: 'connect ECONNREFUSED 127.0.0.1:25' } },
      returning: false,
    });
    expect(await read()).toMatchObject({ state: 'Failed after 11 tries', lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const manager = await staffHeaders(base, MANAGER);
    expect((await fetch(`${base}/cms-api/payload-jobs?depth=0`, { headers: manager })).status).toBe(403);
    expect((await fetch(`${base}/cms-api/payload-jobs/${id}`, { method: 'PATCH', headers: manager, body: '{"tryAgain":true}' })).status).toBe(403);

    const retry = await fetch(`${base}/cms-api/payload-jobs/${id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ tryAgain: true }) });
    expect(retry.status).toBe(200);
    expect(await read()).toMatchObject({ state: 'Waiting', hasError: false, totalTried: 0 });
    await workers[1]!.jobs.run({ queue, overrideAccess: true, silent: true });
    expect((await cmsFind(base, admin, 'outbox', { to })).totalDocs).toBe(1);
  });

  it('emails a cancellation made in the back-office with the booking as committed: cancelled', async () => {
    const admin = await staffHeaders(base);
    const { email, reference } = await bookTableForTwo(await apiClient(base), CHESHIRE_OAKS, 'staff-cancel');
    // The diner has their confirmation (it follows the answer) before the restaurant cancels.
    await waitForEmail(base, admin, email, (message) => message.text.includes(reference) && !message.subject.includes('is cancelled'));
    const booking = (await cmsFind<{ id: number }>(base, admin, 'bookings', { reference })).docs[0]!;
    const cancel = await fetch(`${base}/cms-api/bookings/${booking.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ status: 'cancelled' }) });
    expect(cancel.status).toBe(200);

    const cancelled = await waitForEmail(base, admin, email, (message) => message.subject.includes('is cancelled'));
    const calendar = cancelled.attachments[0]!.content;
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toContain('SEQUENCE:2');
    expect(cancelled.text).toContain(reference);
    expect((await cmsFind(base, admin, 'outbox', { to: email })).totalDocs).toBe(2);
  });

  it('hands each email to one worker only, with several workers running the queue at once', { timeout: 120_000 }, async () => {
    const queue = `exactly-once-${randomUUID()}`;
    const tag = randomUUID().slice(0, 8);
    const to = (index: number) => `once-${tag}-${index}@example.com`;
    await queueTestEmails(workers[0]!, queue, to, 12);

    await Promise.all(workers.flatMap((worker) => [1, 2, 3].map(() => worker.jobs.run({ queue, limit: 12, overrideAccess: true, silent: true }))));

    const admin = await staffHeaders(base);
    for (let index = 0; index < 12; index++) {
      expect((await cmsFind(base, admin, 'outbox', { to: to(index) })).totalDocs, `email ${index}`).toBe(1);
    }
    const left = await workers[0]!.find({ collection: 'payload-jobs', where: { queue: { equals: queue } } });
    expect(left.totalDocs).toBe(0);
  });

  it('hands a job whose worker stopped back to its queue, and it is then sent', { timeout: 120_000 }, async () => {
    const [worker] = workers;
    const queue = `stalled-${randomUUID()}`;
    const to = `stalled-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = await worker!.jobs.queue({ task: 'send-email', queue, input: { message: { to, subject: 'Sent after all', text: 'Hello.' } } });
    // A worker claimed it twenty minutes ago and died: Payload alone would leave it processing for ever.
    await worker!.db.updateJobs({ id, data: { processing: true, updatedAt: new Date(Date.now() - 20 * 60_000).toISOString() }, returning: false });
    await worker!.jobs.run({ queue, overrideAccess: true, silent: true });
    const admin = await staffHeaders(base);
    expect((await cmsFind(base, admin, 'outbox', { to })).totalDocs).toBe(0);

    const release = `release-${randomUUID()}`;
    await worker!.jobs.queue({ task: 'release-stalled-jobs', queue: release, input: {} });
    await worker!.jobs.run({ queue: release, overrideAccess: true, silent: true });
    expect((await worker!.findByID({ collection: 'payload-jobs', id })) as unknown as JobDoc).toMatchObject({
      processing: false,
      totalTried: 1,
      hasError: false,
    });

    await worker!.jobs.run({ queue, overrideAccess: true, silent: true });
    expect((await cmsFind(base, admin, 'outbox', { to })).totalDocs).toBe(1);
  });

  it('keeps a message while the mail server is down and sends it, once, when it is back', { timeout: 120_000 }, async () => {
    const worker = smtpWorker;
    const queue = `smtp-outage-${randomUUID()}`;
    const to = `outage-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = await worker.jobs.queue({ task: 'send-email', queue, input: { message: { to, subject: 'Sent after the outage', text: 'Hello again.' } } });
    const run = () => worker.jobs.run({ queue, overrideAccess: true, silent: true });

    await run(); // nothing listens on the port: the send fails
    const failed = (await worker.findByID({ collection: 'payload-jobs', id })) as unknown as JobDoc;
    expect(failed).toMatchObject({ totalTried: 1, hasError: false });
    const retryAt = new Date(failed.waitUntil!).getTime();
    expect(retryAt - Date.now()).toBeGreaterThan(5_000); // backoff: 15 s before the first retry
    expect(failed.state).toMatch(/^Trying again at/);

    const smtp = await startFakeSmtp(smtpPort);
    try {
      await run(); // the server is back, but the job waits out its backoff
      expect(smtp.messages).toHaveLength(0);
      await worker.db.updateJobs({ id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, returning: false });
      await run(); // time has passed: sent
      await run();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Sent after the outage');
      expect(smtp.messages[0]).toContain(`To: ${to}`);
      expect((await worker.find({ collection: 'payload-jobs', where: { id: { equals: id } } })).totalDocs).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
