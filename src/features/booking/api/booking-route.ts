import 'server-only';
import { apiHandler } from '@/features/api/handler';
import { NotFoundError } from '@/server/errors';

type StoreParams = { storeId: string };

/** The `{storeId}` of a booking path: digits only, else the restaurant cannot exist (code 3, 404). */
export async function storeIdOf(params: Promise<StoreParams> | StoreParams): Promise<number> {
  const { storeId } = await params;
  if (!/^\d{1,9}$/.test(storeId)) throw new NotFoundError('restaurantNotFound');
  return Number(storeId);
}

/** A booking endpoint for one restaurant: the API's auth and error handling, the store id parsed, the clock read once. */
export const storeHandler = (handler: (request: Request, storeId: number, now: Date) => Promise<Response>) =>
  apiHandler<StoreParams>(async (request, { params }) => handler(request, await storeIdOf(params), new Date()));
