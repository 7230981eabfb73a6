import { apiHandler, serviceResultResponse } from '@/features/api/handler';

/** Any other /api address: a JSON service result rather than the site's HTML 404 page. Authorisation is checked first, as everywhere. */
const notFound = apiHandler(async () => serviceResultResponse('notFound'));
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
