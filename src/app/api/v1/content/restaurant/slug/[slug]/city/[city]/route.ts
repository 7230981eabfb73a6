import { apiHandler, jsonResponse } from '@/features/api/handler';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { NotFoundError } from '@/server/errors';

export const GET = apiHandler<{ slug: string; city: string }>(async (_request, { params }) => {
  const { slug, city } = await params;
  const restaurant = await findRestaurant({ slug: slug.toLowerCase(), city: city.toLowerCase() });
  if (!restaurant) throw new NotFoundError('restaurantNotFound');
  return jsonResponse(restaurant);
});
