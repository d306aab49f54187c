import { useQuery } from '@tanstack/react-query';
import { signedInStaff } from '../auth-provider';
import { fetchSites, type ConsoleSite } from './sites';

/** The signed-in staff member's sites, fetched once per session. */
export function useSites(): { sites: ConsoleSite[]; isPending: boolean; error: Error | null } {
  const siteIds = signedInStaff()?.site_ids ?? [];
  const query = useQuery({ queryKey: ['sites', siteIds], queryFn: () => fetchSites(siteIds), staleTime: Infinity });
  return { sites: query.data ?? [], isPending: query.isPending, error: query.error };
}
