import { contactTypesRoute } from '@/features/enquiries/api/enquiry-routes';

/** GET /api/contact/contactTypes: what a contact message can be about. */
export const GET = contactTypesRoute;
