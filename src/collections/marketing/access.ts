import type { Access } from 'payload';
import { hasRole } from '@/access/roles';

/** Marketing's records (offers, subscribers, vouchers): marketing staff and administrators. */
export const isMarketing: Access = ({ req }) => hasRole(req, 'admin', 'marketing');
