import type { Access } from 'payload';
import { hasRole } from '@/access/roles';

/** Marketing's records (offers, subscribers, vouchers): marketing staff and administrators. */
export const isMarketing: Access = ({ req }) => hasRole(req, 'admin', 'marketing');

/** Vouchers are also read and redeemed by restaurant managers, at the till. */
export const canRedeemVouchers: Access = ({ req }) => hasRole(req, 'admin', 'marketing', 'restaurant-manager');
