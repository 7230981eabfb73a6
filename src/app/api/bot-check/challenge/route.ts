import { apiHandler } from '@/features/api/handler';
import { challengeResponse } from '@/features/bot-check/challenge-route';

/** Every request gets a fresh challenge: never prerendered at build time, never cached. */
export const dynamic = 'force-dynamic';

export const GET = apiHandler(async () => challengeResponse(), { public: true });
