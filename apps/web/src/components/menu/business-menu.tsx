import { useQuery } from '@tanstack/react-query';
import { menuQuery } from '../../lib/api/menu';
import { MenuView, type MenuViewProps } from './menu-view';

export interface BusinessMenuProps extends Omit<MenuViewProps, 'menu'> {
  businessId: string;
}

/**
 * The menu of one of the guide's own businesses, asked for on its own (issue 21 §2): the business
 * page loads this lazily, after its first screen, and the map's panel when a place is opened.
 * While it loads, when it fails (offline, an old server) or when it is empty, nothing is drawn:
 * the menu adds to the page, it never holds it up.
 */
export function BusinessMenu({ businessId, ...view }: BusinessMenuProps) {
  const query = useQuery({ ...menuQuery(businessId), retry: false });
  if (!query.data) return null;
  return <MenuView menu={query.data} {...view} />;
}
