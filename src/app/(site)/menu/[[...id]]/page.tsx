import type { Metadata } from 'next';
import { MenuRoute, menuRouteMetadata } from '@/features/menus/menu-route';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id?: string[] }> };
const place = { base: '/menu' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuRouteMetadata(place, (await params).id);
}

/** /menu and /menu/{id} (spec section 2): the menus, and one menu as an article; unknown ids say 'Menu not found.' */
export default async function Page({ params }: Props) {
  return <MenuRoute place={place} id={(await params).id} />;
}
