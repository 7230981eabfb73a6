import 'server-only';
import { offerDirectRoutes, type RouteModule } from './direct-routes';
import * as areas from '@/app/api/booking/areas/[storeId]/route';
import * as availability from '@/app/api/booking/availability/route';
import * as bookingMenus from '@/app/api/booking/bookingmenu/[storeId]/route';
import * as create from '@/app/api/booking/create/[storeId]/route';
import * as enquiry from '@/app/api/booking/enquiry/[storeId]/route';
import * as events from '@/app/api/booking/events/[storeId]/route';
import * as locations from '@/app/api/booking/locations/route';
import * as occasions from '@/app/api/booking/occasions/[storeId]/route';
import * as requirements from '@/app/api/booking/requirements/[storeId]/route';
import * as slots from '@/app/api/booking/slots/[storeId]/route';
import * as upsells from '@/app/api/booking/upsells/[storeId]/route';
import * as waitlist from '@/app/api/booking/waitlist/[storeId]/route';

/**
 * The booking API, which a diner's journey calls at every step and which must answer fast on the busiest night, is
 * answered by server.ts calling these route files itself rather than through Next's router (docs/decisions/0044).
 * Each key is the route file's folder under src/app; the files stay the one definition of each endpoint, and Next
 * still routes them in development. Their /cdg aliases are answered here too (the redirects stage points them here).
 *
 * Called this way, a route has no Next request context: it must not use `cookies()`, `headers()`, `after()` or
 * revalidation from `next/*` (work after the answer goes through `afterResponse`). The integration tests, which run
 * against the built site, call every one of these endpoints this way.
 */
export const bookingApiRoutes: Record<string, RouteModule> = {
  '/api/booking/areas/[storeId]': areas,
  '/api/booking/availability': availability,
  '/api/booking/bookingmenu/[storeId]': bookingMenus,
  '/api/booking/create/[storeId]': create,
  '/api/booking/enquiry/[storeId]': enquiry,
  '/api/booking/events/[storeId]': events,
  '/api/booking/locations': locations,
  '/api/booking/occasions/[storeId]': occasions,
  '/api/booking/requirements/[storeId]': requirements,
  '/api/booking/slots/[storeId]': slots,
  '/api/booking/upsells/[storeId]': upsells,
  '/api/booking/waitlist/[storeId]': waitlist,
};

export const offerBookingApi = () => offerDirectRoutes(bookingApiRoutes);
