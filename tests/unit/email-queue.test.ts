import { describe, expect, it } from 'vitest';
import { emailMessageSchema } from '@/server/mail/email-message';
import { withSmtpTimeouts } from '@/server/mail/email-adapter';
import { outboxRecord } from '@/server/mail/outbox-adapter';
import { toSendEmailOptions } from '@/server/mail/send-email-task';
import { isClaim } from '@/server/jobs/atomic-job-claims';
import { jobState, jobSummary, lastError, taskLabelsOf } from '@/server/jobs/jobs-collection';
import { jobsConfig } from '@/server/jobs/jobs-config';

const message = { to: 'diner@example.com', subject: 'Your table is booked', text: 'See you soon.' };

describe('a queued email', () => {
  it('takes what features send: one or more recipients, HTML, a reply-to, headers, text attachments and the restaurant', () => {
    const parsed = emailMessageSchema.parse({
      ...message,
      to: ['Ada Lovelace <ada@example.com>', 'team@marigold.example'],
      html: '<p>See you soon.</p>',
      replyTo: 'cheshire-oaks@marigold.example',
      headers: { 'List-Unsubscribe': '<https://marigold.example/unsubscribe/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [{ filename: 'booking.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      restaurant: 4,
    });
    expect(parsed.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    ['a recipient that is not an address', { to: 'nobody' }],
    ['a recipient smuggling a header', { to: 'diner@example.com\r\nBcc: all@example.com' }],
    ['a subject over two lines', { subject: 'Hello\nBcc: all@example.com' }],
    ['a header that the message sets itself', { headers: { Bcc: 'all@example.com' } }],
    ['a header value with a line break', { headers: { 'X-Note': 'a\r\nb' } }],
    ['a header name with a colon', { headers: { 'X-Bad:Name': 'x' } }],
    ['an attachment named with a path', { attachments: [{ filename: '../x.ics', content: 'x', contentType: 'text/plain' }] }],
    ['no text part', { text: '' }],
  ])('refuses %s when queued, not minutes later in a worker', (_, change) => {
    expect(emailMessageSchema.safeParse({ ...message, ...change }).success).toBe(false);
  });

  it('reaches the Outbox with its headers and restaurant when no mail server is set', () => {
    const options = toSendEmailOptions(
      emailMessageSchema.parse({ ...message, headers: { 'List-Unsubscribe': '<mailto:unsubscribe@marigold.example>' }, restaurant: 7 }),
    );
    const record = outboxRecord(options, { name: 'Marigold Grill', address: 'bookings@marigold.example' });
    expect(record).toMatchObject({ to: 'diner@example.com', restaurant: 7, headers: { 'List-Unsubscribe': '<mailto:unsubscribe@marigold.example>' } });
  });
});

describe('the SMTP connection', () => {
  it('gives up within a minute so the queue retries, unless the URL says otherwise', () => {
    const url = new URL(withSmtpTimeouts('smtp://user:p%40ss@mail.example:587'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' });
    expect(url.password).toBe('p%40ss');
    expect(new URL(withSmtpTimeouts('smtps://mail.example:465?socketTimeout=5000')).searchParams.get('socketTimeout')).toBe('5000');
  });
});

describe('claiming jobs', () => {
  it('recognises the runner asking for work, and nothing else', () => {
    const where = { processing: { equals: false } };
    expect(isClaim({ data: { processing: true }, where, limit: 10 })).toBe(true);
    expect(isClaim({ data: { processing: true, updatedAt: '2026-11-23T10:00:00.000Z' }, where })).toBe(true);
    expect(isClaim({ id: 4, data: { processing: true } })).toBe(false);
    expect(isClaim({ data: { processing: false }, where })).toBe(false);
    expect(isClaim({ data: { processing: true, hasError: true }, where })).toBe(false);
  });
});

describe('background jobs as staff read them', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  const taskLabels = taskLabelsOf(jobsConfig.tasks ?? []);

  it('says what a job is', () => {
    expect(jobSummary({ taskSlug: 'send-email', input: { message: { to: ['a@example.com', 'b@example.com'], subject: 'Hello' } } }, taskLabels)).toBe(
      'Email to a@example.com, b@example.com: Hello',
    );
    expect(jobSummary({ taskSlug: 'release-stalled-jobs' }, taskLabels)).toBe('Release jobs whose worker stopped');
  });

  it('names every other task as the task itself does, and one it no longer knows by its slug', () => {
    const others = (jobsConfig.tasks ?? []).filter((task) => task.slug !== 'send-email');
    expect(others.length).toBeGreaterThan(5);
    for (const task of others) expect(jobSummary({ taskSlug: task.slug }, taskLabels), task.slug).toBe(task.label);
    expect(jobSummary({ taskSlug: 'a-task-since-removed' }, taskLabels)).toBe('a-task-since-removed');
  });

  it('says where it stands', () => {
    expect(jobState({ totalTried: 0 }, now)).toBe('Waiting');
    expect(jobState({ processing: true }, now)).toBe('Running');
    expect(jobState({ totalTried: 2, waitUntil: '2026-11-23T12:05:00Z' }, now)).toBe('Trying again at 23 Nov 2026, 12:05');
    expect(jobState({ totalTried: 0, waitUntil: '2026-11-23T13:00:00Z' }, now)).toBe('Runs at 23 Nov 2026, 13:00');
    expect(jobState({ totalTried: 11, hasError: true }, now)).toBe('Failed after 11 tries');
  });

  it('shows the last error, from the job or its log', () => {
    expect(lastError({ error: { message: 'connect ECONNREFUSED' } })).toBe('connect ECONNREFUSED');
    expect(
      lastError({
        log: [
          { state: 'failed', error: { message: 'first' } },
          { state: 'failed', error: { message: 'second' } },
        ],
      }),
    ).toBe('second');
    expect(lastError({})).toBe('');
  });
});
