import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MenuRoute, menuRouteMetadata } from '@/features/menus/menu-route';
import { restaurantMenuPlace } from '@/features/menus/menu-places';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ city: string; slug: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city, slug, id } = await params;
  const place = await restaurantMenuPlace(city, slug);
  return place ? menuRouteMetadata(place, id) : {};
}

/** /restaurants/{city}/{slug}/menu and /menu/{id}: this restaurant's menus, with a dropdown to switch between them. */
export default async function RestaurantMenuPage({ params }: Props) {
  const { city, slug, id } = await params;
  const place = await restaurantMenuPlace(city, slug);
  if (!place) notFound();
  return <MenuRoute place={place} id={id} />;
}
