/**
 * Campaign tracking (SPEC §3): the five marketing parameters of the arrival address are kept in local storage
 * under the product's key until registration reads them once (and removes them).
 */

import { storage as defaultStorage } from './safe-storage';
import type { SafeStorage } from './safe-storage';

export const CAMPAIGN_STORAGE_KEY = 'wlc_campaign';

export interface Campaign {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

const PARAMS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
} as const satisfies Record<string, keyof Campaign>;

export function campaignFromSearch(search: string): Campaign | null {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = query.get(param)?.trim();
    if (value) campaign[field] = value.slice(0, 200);
  }
  return Object.keys(campaign).length ? campaign : null;
}

/** On arrival: a link carrying marketing parameters replaces any campaign kept from an earlier visit. */
export function captureCampaign(search: string, storage: SafeStorage = defaultStorage): Campaign | null {
  const campaign = campaignFromSearch(search);
  if (campaign) storage.setJSON(CAMPAIGN_STORAGE_KEY, campaign);
  return campaign;
}

/** Reads the kept campaign once: it is removed as it is read. */
export function takeCampaign(storage: SafeStorage = defaultStorage): Campaign | null {
  const campaign = storage.getJSON<Campaign>(CAMPAIGN_STORAGE_KEY);
  storage.remove(CAMPAIGN_STORAGE_KEY);
  return campaign && typeof campaign === 'object' ? campaign : null;
}
