import 'server-only';
import { apiHandler, jsonResponse } from '@/features/api/handler';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { BOT_CHECK_FIELD } from '@/features/bot-check/messages';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';
import { ValidationError } from '@/server/errors';
import { acceptUploads, filesFromForm, type IncomingFile } from '@/server/uploads/accept-uploads';
import { enquiryAttachments } from '@/server/uploads/upload-policies';
import { enquiryFormContent } from '../enquiry-content';
import { saveContactMessage, saveGroupBooking } from '../save-enquiry';
import { contactSchema, groupBookingSchema } from '../schema';
import type { z } from 'zod';

/** What both forms answer when the enquiry is stored (spec section 4: thanks and clearing on statusCode 200). */
const accepted = () => jsonResponse({ statusCode: 200, success: true });

type Body = { fields: Record<string, unknown>; files: (IncomingFile | string)[] };

/** A JSON body, or a posted form (multipart or urlencoded) with its files; anything else is a validation failure. */
async function readBody(request: Request, fileField?: string): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json: unknown = await request.json();
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new TypeError('not an object');
      return { fields: json as Record<string, unknown>, files: [] };
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string' && name !== fileField) fields[name] = value;
      return { fields, files: fileField ? await filesFromForm(form, fileField) : [] };
    }
  } catch (error) {
    if (!(error instanceof TypeError || error instanceof SyntaxError)) throw error;
  }
  throw new ValidationError({ request: 'Send the form as JSON or as form data.' });
}

/** The body checked against the form's schema: 400 with a message per field when it does not pass. */
function parsed<Schema extends z.ZodType>(schema: Schema, fields: Record<string, unknown>): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/** GET /api/contact/contactTypes: what an enquiry can be about (Form choices → enquiry types in the back-office). */
export const contactTypesRoute = apiHandler(async () => jsonResponse((await enquiryFormContent()).contactTypes, { maxAge: CONTENT_CACHE_SECONDS }));

/** GET /api/contact/content: the contact form's reasons (with sub-reasons) and restaurants, and the group form's booking types. */
export const contactContentRoute = apiHandler(async () => {
  const { contactReasons, restaurants, bookingTypes } = await enquiryFormContent();
  return jsonResponse({ contactReasons, restaurants, bookingTypes }, { maxAge: CONTENT_CACHE_SECONDS });
});

/**
 * POST /api/contact/group-booking: the bot check first (nothing is read further or stored without a good proof),
 * then the group enquiry request's rules, then the enquiry is stored and its emails queued.
 */
export const groupBookingRoute = apiHandler(async (request) => {
  const { fields } = await readBody(request);
  await requireBotCheck(fields[BOT_CHECK_FIELD], { action: 'group-booking' });
  await saveGroupBooking(parsed(groupBookingSchema, fields));
  return accepted();
});

/** POST /api/contact/sendemail: as the group form, plus up to three files checked by their bytes before anything is kept. */
export const sendEmailRoute = apiHandler(async (request) => {
  const { fields, files } = await readBody(request, 'files');
  await requireBotCheck(fields[BOT_CHECK_FIELD], { action: 'contact' });
  const message = parsed(contactSchema, fields);
  const checked = await acceptUploads('files', files, enquiryAttachments);
  await saveContactMessage(message, checked);
  return accepted();
});
