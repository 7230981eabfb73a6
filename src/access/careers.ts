import type { Access, PayloadRequest } from 'payload';
import { hasRole } from './roles';

/** Careers belong to HR (and administrators): jobs are edited, and applications read, by them alone. */
export const isCareersStaff = (req: PayloadRequest) => hasRole(req, 'admin', 'hr');
export const canManageCareers: Access = ({ req }) => isCareersStaff(req);
