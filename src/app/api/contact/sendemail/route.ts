import { sendEmailRoute } from '@/features/enquiries/api/enquiry-routes';

/** POST /api/contact/sendemail: a contact message with up to three attached files. */
export const POST = sendEmailRoute;
