import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MenuRoute, menuRouteMetadata } from '@/features/menus/menu-route';
import { cityMenuPlace } from '@/features/menus/menu-places';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ city: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city, id } = await params;
  const place = await cityMenuPlace(city);
  return place ? menuRouteMetadata(place, id) : {};
}

/** /restaurants/{city}/menu and /menu/{id}: the menus served in a city (or, for /restaurants/{slug}/menu, at that restaurant). */
export default async function CityMenuPage({ params }: Props) {
  const { city, id } = await params;
  const place = await cityMenuPlace(city);
  if (!place) notFound();
  return <MenuRoute place={place} id={id} />;
}
