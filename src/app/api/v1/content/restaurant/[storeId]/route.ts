import { apiHandler, jsonResponse } from '@/features/api/handler';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { NotFoundError } from '@/server/errors';

export const GET = apiHandler<{ storeId: string }>(async (_request, { params }) => {
  const { storeId } = await params;
  const restaurant = /^\d{1,9}$/.test(storeId) ? await findRestaurant({ storeId: Number(storeId) }) : null;
  if (!restaurant) throw new NotFoundError('restaurantNotFound');
  return jsonResponse(restaurant);
});
