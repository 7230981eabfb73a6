import { apiHandler, jsonResponse } from '@/features/api/handler';
import { socialMedia } from '@/features/marketing/social-media';
import { payloadClient } from '@/server/payload';

/** GET /api/social/insta/media: the social tiles from the back-office (Marketing → Social posts), as `{data: [...]}`. */
export const GET = apiHandler(async () => jsonResponse({ data: await socialMedia(await payloadClient()) }, { maxAge: 300 }));
