import { contactContentRoute } from '@/features/enquiries/api/enquiry-routes';

/** GET /api/contact/content: contactReasons and restaurants for the contact form. */
export const GET = contactContentRoute;
