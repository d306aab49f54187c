import { useGetList } from 'react-admin';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';

/** The signed-in staff member's sites (GET sites): read once and shared by every screen that names a site. */
export function useSites(): { sites: BackofficeSite[]; isPending: boolean; error: Error | null } {
  const { data, isPending, error } = useGetList<BackofficeSite>(
    'sites',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: 10 * 60_000 },
  );
  return { sites: data ?? [], isPending, error: error ?? null };
}

/** The sites as SelectInput choices. */
export function useSiteChoices(): Array<{ id: number; name: string }> {
  return useSites().sites.map((site) => ({ id: site.id, name: site.name }));
}

/** One of the staff member's sites, once the list has loaded. */
export function useSite(siteId: number | undefined): BackofficeSite | undefined {
  return useSites().sites.find((site) => site.id === siteId);
}

/** A site's currency, for records that carry none; the rand while the list loads. */
export function useSiteCurrency(siteId: number | undefined): string {
  return useSite(siteId)?.currency ?? 'ZAR';
}
