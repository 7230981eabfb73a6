import { apiHandler, jsonResponse } from '@/features/api/handler';
import { issueAccessToken } from '@/features/api/access-token';
import { requireSecret } from '@/server/env';

/**
 * POST /api/token: a signed access token for the site's API, valid 23 hours.
 * The body may carry `clearCache` (the spec's client sends it); tokens are stateless, so there is nothing to clear.
 */
export const POST = apiHandler(async () => jsonResponse(await issueAccessToken(requireSecret('TOKEN_SECRET'))), { public: true });
