'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/components/forms/form-state';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { formDataToObject } from '@/lib/form-values';
import { runFormAction } from '@/server/form-action';
import { acceptUploads, filesFromForm } from '@/server/uploads/accept-uploads';
import { enquiryAttachments } from '@/server/uploads/upload-policies';
import { thankYouPath } from '@/features/thank-you/thank-you-pages';
import { saveContactMessage, saveGroupBooking } from './save-enquiry';
import { contactSchema, groupBookingSchema } from './schema';

/*
 * The enquiry forms as they are posted without JavaScript (with it they send by fetch to the spec's endpoints,
 * /api/contact/…, which do the same work). runFormAction counts the post under the endpoints' own limit, and one
 * without a proof under the stricter no-script one past the honeypot; a sent form goes to its thank-you page, so a
 * reload does not send it twice.
 */

/** Browsers cannot fill a file input in again: a form shown again for correction asks for its files afresh. */
const FILES_AGAIN = 'Please choose your files again: they are not kept while the form is corrected.';

export async function sendContactAction(_state: FormState, form: FormData): Promise<FormState> {
  const files = await filesFromForm(form, 'files');
  const state = await runFormAction('enquiry', contactSchema, formDataToObject(form), async (message) => {
    await requireBotCheck(message.botCheck, { action: 'contact' });
    await saveContactMessage(message, await acceptUploads('files', files, enquiryAttachments));
    return true as const;
  });
  if (state.status === 'done') redirect(thankYouPath('contact'));
  return files.length && state.status === 'invalid' ? { ...state, errors: { files: FILES_AGAIN, ...state.errors } } : state;
}

export async function sendGroupBookingAction(_state: FormState, form: FormData): Promise<FormState> {
  const state = await runFormAction('enquiry', groupBookingSchema, formDataToObject(form), async (request) => {
    await requireBotCheck(request.botCheck, { action: 'group-booking' });
    await saveGroupBooking(request);
    return true as const;
  });
  if (state.status === 'done') redirect(thankYouPath('group-booking'));
  return state;
}
