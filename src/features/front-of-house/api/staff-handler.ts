import 'server-only';
import { failureResponse, serviceResultResponse } from '@/features/api/handler';
import { runsBookings, staffUserOf, type StaffUser } from '../staff-access';

type StaffContext<Params> = { params: Params; user: StaffUser; now: Date };

/**
 * A route of the staff API (docs/api.md): the caller signs in as a member of staff (Payload's session cookie, a JWT
 * or a per-user API key), 401 without; a role that does not run bookings is 403, as is another restaurant's booking
 * (checked by each service). Failures answer as the spec API's do: `{ code, title, message }`, never a stack trace.
 * The Origin check (server.ts) refuses a cookie-borne write from another site.
 */
export const staffApiHandler =
  <Params = Record<string, string>>(handler: (request: Request, context: StaffContext<Params>) => Promise<Response>) =>
  async (request: Request, { params }: { params: Promise<Params> }): Promise<Response> => {
    try {
      const user = await staffUserOf(request.headers);
      if (!user) return serviceResultResponse('staffSignInNeeded');
      if (!runsBookings(user)) return serviceResultResponse('staffForbidden');
      return await handler(request, { params: await params, user, now: new Date() });
    } catch (error) {
      return failureResponse(error, request);
    }
  };
