import { messageForCode, serviceResults } from '@/features/api/service-results';
import { botCheckErrorText } from '@/features/bot-check/messages';
import { browserApi } from '@/lib/browser-api';
import { applicationErrorText } from '../application-errors';
import type { Application } from '../schema';

type SendOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** The file's bytes as base64, in slices (String.fromCharCode takes a bounded number of arguments). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

type Failure = { code?: number; title?: string; message?: string; errors?: Record<string, string> };

/**
 * Sends a checked application to POST /api/jobs/application (spec section 7: the application entity, the CV as
 * file name, type and content). Spec section 8: a message containing err=15 is shown as the fields message, any
 * other server message as given, and what the server said about each field goes back onto the field.
 */
export async function sendApplication(application: Application, resume: File | undefined): Promise<SendOutcome> {
  const body = {
    ...application,
    resume: resume ? { fileName: resume.name, type: resume.type, content: await base64Of(resume) } : undefined,
  };
  let response: Response;
  try {
    response = await browserApi().request('/api/jobs/application', { method: 'POST', body: JSON.stringify(body) });
  } catch (error) {
    if (error instanceof Error) return { ok: false, message: serviceResults.submitApplicationError.message, fieldErrors: {} };
    throw error;
  }
  if (response.ok) return { ok: true };
  const failure = (await response.json().catch(() => ({}))) as Failure;
  if (response.status === 413) return { ok: false, message: 'Your CV is too large to send. Please choose a file of 5 MB or less.', fieldErrors: {} };
  // The bot check's refusal belongs to its field, which says it plainly and makes a fresh proof for the next try.
  if (failure.code === serviceResults.botCheckFailed.code || failure.code === serviceResults.botCheckUnavailable.code) {
    return { ok: false, message: botCheckErrorText(failure.message ?? ''), fieldErrors: { botCheck: failure.message ?? '' } };
  }
  const message = failure.message ? applicationErrorText(failure.message) : messageForCode(failure.code);
  return { ok: false, message, fieldErrors: failure.errors ?? {} };
}
