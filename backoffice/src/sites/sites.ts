/**
 * The staff member's sites as `GET /v1/backoffice/sites` answers them (`{id,name,country,currency,time_zone}`), and a
 * fallback from the demo sites (contract/sites.ts) for a server that does not answer that list yet.
 */

import { COUNTRY_TIME_ZONES } from '../../../contract/money';
import { DEMO_SITES } from '../../../contract/sites';
import { api } from '../http';

export interface ConsoleSite {
  id: number;
  name: string;
  country: string;
  currency: string;
  time_zone: string;
}

/** The demo sites among `siteIds`, in the list's shape. */
export function fallbackSites(siteIds: readonly number[]): ConsoleSite[] {
  return DEMO_SITES.filter((site) => siteIds.includes(site.id)).map((site) => ({
    id: site.id,
    name: site.name,
    country: site.country,
    currency: site.currency_code,
    time_zone: COUNTRY_TIME_ZONES[site.country],
  }));
}

/** The list the server answers; where it has none (404), the demo sites the staff member may see. */
export async function fetchSites(siteIds: readonly number[]): Promise<ConsoleSite[]> {
  try {
    return await api<ConsoleSite[]>('/sites');
  } catch (error) {
    if ((error as { status?: number }).status === 404) return fallbackSites(siteIds);
    throw error;
  }
}
