import type { Endpoint, PayloadRequest, Where } from 'payload';
import { z } from 'zod';
import { hasRole } from '@/access/roles';

/** The flag the bookings collection's hook reads: a booking cancelled in bulk emails nobody. */
export const QUIET_CANCEL = 'quietCancel';

const bodySchema = z
  .object({
    /** Every upcoming booking from one source (the keyed hash of a visitor's address shown in the list). */
    source: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'A source is the 16-character code shown in the bookings list.')
      .optional(),
    /** Or the bookings ticked in the list. */
    ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
  })
  .strict()
  .refine((body) => Boolean(body.source) !== Boolean(body.ids), { message: 'Send either a source or the ids of the bookings to cancel.', path: ['source'] });

const problem = (status: number, errors: Record<string, string>) =>
  Response.json({ errors: Object.entries(errors).map(([field, message]) => ({ field, message })) }, { status });

/**
 * POST /cms-api/bookings/cancel-quietly `{source}` or `{ids}`: cancels a flood of bookings at once, without emailing
 * anyone (the addresses were probably made up, or were someone else's), freeing their tables at once. Only upcoming
 * bookings that are not already cancelled; only staff who manage bookings, and a restaurant manager only at their own
 * restaurants (the collection's update access filters the query). Answers how many were cancelled.
 */
export const cancelQuietlyEndpoint: Endpoint = {
  path: '/cancel-quietly',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return problem(401, { user: 'Sign in to cancel bookings.' });
    if (!hasRole(req, 'admin', 'restaurant-manager')) return problem(403, { user: 'Only administrators and restaurant managers cancel bookings.' });
    let raw: unknown;
    try {
      raw = await req.json?.();
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      return problem(400, { body: 'Send JSON: {"source": "…"} or {"ids": [1, 2]}.' });
    }
    const parsed = bodySchema.safeParse(raw);
    if (!parsed.success) return problem(400, Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message])));
    const { source, ids } = parsed.data;

    const where: Where = {
      and: [
        source ? { source: { equals: source } } : { id: { in: ids } },
        { status: { not_equals: 'cancelled' } },
        { startsAt: { greater_than: new Date().toISOString() } },
      ],
    };
    req.context[QUIET_CANCEL] = true;
    const { docs, errors } = await req.payload.update({
      collection: 'bookings',
      where,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: false,
      req,
      context: { [QUIET_CANCEL]: true },
    });
    if (errors.length > 0) req.payload.logger.error({ msg: 'Some bookings could not be cancelled in bulk', failed: errors.length });
    return Response.json({ cancelled: docs.length, failed: errors.length });
  },
};
