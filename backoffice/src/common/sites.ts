import { useGetList } from 'react-admin';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';

/** The signed-in staff member's sites, by id (GET sites); empty until they load. Read once and shared. */
export function useSites(): BackofficeSite[] {
  const { data } = useGetList<BackofficeSite>(
    'sites',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: 10 * 60_000 },
  );
  return data ?? [];
}

/** The sites as SelectInput choices. */
export function useSiteChoices(): Array<{ id: number; name: string }> {
  return useSites().map((site) => ({ id: site.id, name: site.name }));
}
