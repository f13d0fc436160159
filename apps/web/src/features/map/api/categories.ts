import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../../lib/api/categories';

/**
 * GET /api/categories/: the sidebar's category dropdown (spec §7). The same query (and key) as every
 * other screen's list (lib/api/categories.ts), so an admin's change reaches the map too; kept five
 * minutes between visits otherwise.
 */
export function useCategories() {
  return useQuery({ ...categoriesQuery(), staleTime: 5 * 60_000 });
}
