import { deleteBlock } from '@/features/front-of-house/api/staff-routes';

/** DELETE /api/staff/blocks/{id}: lift a block (docs/api.md). */
export const DELETE = deleteBlock;
