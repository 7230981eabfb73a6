import { apiHandler, jsonResponse } from '@/features/api/handler';
import { getFormChoices } from '@/features/content/site-settings';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';

/** GET /api/v1/content/choices: the option lists the site's forms offer. */
export const GET = apiHandler(async () => {
  const { enquiryTypes, interests, genders } = await getFormChoices();
  return jsonResponse({ enquiryTypes: enquiryTypes ?? [], interests: interests ?? [], genders: genders ?? [] }, { maxAge: CONTENT_CACHE_SECONDS });
});
