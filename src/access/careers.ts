import type { Access, PayloadRequest, Where } from 'payload';
import { londonClock } from '@/lib/london-time';
import { hasRole, hiddenExceptFor } from './roles';

/** Careers belong to HR (and administrators): jobs are edited, and applications read, by them alone. */
const isCareersStaff = (req: PayloadRequest) => hasRole(req, 'admin', 'hr');
export const canManageCareers: Access = ({ req }) => isCareersStaff(req);
/** The back-office lists careers' records to HR and administrators alone. */
export const hiddenFromAllButCareersStaff = hiddenExceptFor('admin', 'hr');

/**
 * Staff read every job; anyone else only the jobs listed today (UK date), as the job pages show them: a job not yet
 * open, or closed, is nobody else's business. Dates are yyyy-mm-dd text, so text order is date order.
 */
export const listedJobsOrStaff: Access = ({ req }) => {
  if (req.user) return true;
  const today = londonClock(new Date()).date;
  const stillOpen: Where = { or: [{ closeDate: { exists: false } }, { closeDate: { equals: '' } }, { closeDate: { greater_than_equal: today } }] };
  const listed: Where = { and: [{ openDate: { less_than_equal: today } }, stillOpen] };
  return listed;
};
