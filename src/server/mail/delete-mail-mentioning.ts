import type { Outbox } from '@/payload-types';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { mentions } from '@/server/personal-data/mentions';

/*
 * No `import 'server-only'`: the unconfirmed sign-ups' clean-up task uses it, and tasks are part of payload.config.ts.
 */

type StoredJob = { id: number | string; input?: { message?: { subject?: string } } | null };

/** Limits the deletion to emails with these subjects (e.g. only the mailing list's); without it, every email goes. */
type MailFilter = { subjects?: ReadonlySet<string> };

const wanted = (subject: string | undefined, { subjects }: MailFilter) => !subjects || (subject !== undefined && subjects.has(subject));

/**
 * Deletes the emails that mention `needle` (an address, or the key in a link) anywhere: recipient, body or headers.
 * Both places an email is kept: the Outbox copies (staff's, without SMTP) and the jobs queue, where an email waits,
 * retries or stays failed with the message in its input and log. Safe to run twice. Returns how many were deleted.
 */
export async function deleteMailMentioning(target: PayloadTarget, needle: string, filter: MailFilter = {}): Promise<number> {
  const { payload, req } = resolveTarget(target);
  const like = { like: needle };
  const outbox = await payload.find({
    collection: 'outbox',
    where: { or: [{ to: like }, { text: like }, { html: like }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const copies = (outbox.docs as Outbox[])
    .filter((mail) => wanted(mail.subject, filter) && mentions([mail.to, mail.text, mail.html, JSON.stringify(mail.headers ?? null)].join('\n'), needle))
    .map((mail) => mail.id);
  if (copies.length) await payload.delete({ collection: 'outbox', where: { id: { in: copies } }, depth: 0, overrideAccess: true, req });

  // Finished jobs are deleted, so the queue holds only what waits, runs or failed: few rows, read whole.
  const { docs: jobs } = await payload.find({ collection: 'payload-jobs', pagination: false, depth: 0, overrideAccess: true, req });
  const queued = (jobs as unknown as StoredJob[])
    .filter((job) => wanted(job.input?.message?.subject, filter) && mentions(JSON.stringify(job), needle))
    .map((job) => job.id);
  if (queued.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: queued } }, depth: 0, overrideAccess: true, req });
  return copies.length + queued.length;
}
