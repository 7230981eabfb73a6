import { MenuNotFound } from '@/features/menus/components/menu-not-found';

export default MenuNotFound;
