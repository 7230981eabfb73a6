import { postBlock } from '@/features/front-of-house/api/staff-routes';

/** POST /api/staff/restaurants/{storeId}/blocks: block tables, an area or the restaurant for a time (docs/api.md). */
export const POST = postBlock;
