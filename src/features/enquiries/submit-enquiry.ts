import { messageForCode } from '@/features/api/service-results';
import { browserApi } from '@/lib/browser-api';

/** What a form does with the endpoint's answer: thanks, or the contact error with the fields' own messages. */
type EnquiryAnswer = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

type Body = { statusCode?: number; code?: number; title?: string; message?: string; errors?: Record<string, string> };

const CHECK_FIELDS_MESSAGE = 'Please check the details marked below and send the form again.';

/**
 * Sends a form to its endpoint through the page's API client. Spec section 4: statusCode 200 is success; anything
 * else sets the contact error, shown with the fields' own messages where the server gave them.
 */
export async function submitEnquiry(path: string, body: FormData | Record<string, unknown>): Promise<EnquiryAnswer> {
  let response: Response;
  try {
    response = await browserApi().request(path, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body) });
  } catch (error) {
    if (error instanceof Error)
      return { ok: false, message: 'We could not reach the website. Please check your connection and send the form again.', fieldErrors: {} };
    throw error;
  }
  const answer = (await response.json().catch(() => ({}))) as Body;
  if (answer.statusCode === 200) return { ok: true };
  const fieldErrors = answer.errors ?? {};
  if (answer.code === 106 || answer.code === 107) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: { botCheck: answer.message ?? '' } };
  if (answer.code === 103) return { ok: false, message: 'The files are too large to send together. Please attach smaller files.', fieldErrors };
  if (Object.keys(fieldErrors).length) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors };
  return { ok: false, message: messageForCode(answer.code, answer.title, answer.message), fieldErrors };
}
