import { apiHandler, jsonResponse } from '@/features/api/handler';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { NotFoundError } from '@/server/errors';

export const GET = apiHandler<{ slug: string }>(async (_request, { params }) => {
  const restaurant = await findRestaurant({ slug: (await params).slug.toLowerCase() });
  if (!restaurant) throw new NotFoundError('restaurantNotFound');
  return jsonResponse(restaurant);
});
