import { apiHandler, jsonResponse } from '@/features/api/handler';
import { serviceResultBody } from '@/features/api/service-results';
import { submitApplication } from '@/features/careers/submit-application';
import { ValidationError } from '@/server/errors';

/**
 * POST /api/jobs/application: the application entity as JSON, the CV as { fileName, type, content (base64) }.
 * Answers code 0 on success; 15 (message containing err=15, with each field's error) for invalid input or a refused
 * CV; 14 for a second application to the same job from the same email; 106/107 for the bot check; 13 otherwise.
 */
export const POST = apiHandler(async (request) => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ValidationError({ request: 'The request body must be JSON.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError({ request: 'The request body must be a JSON object.' });
  const { id } = await submitApplication(body as Record<string, unknown>);
  return jsonResponse({ ...serviceResultBody('ok'), applicationId: id });
});
