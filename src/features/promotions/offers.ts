/**
 * What the site offers anyone now (contract/campaigns.ts `offers`): the running bonus campaigns with their terms,
 * read without a session, for the visitors' offers and the welcome after sign-up. A plain call through the base
 * query, not RTK Query, so the home page's strip loads no more than it shows.
 */

import { startTransition, useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { BonusCampaignPaths, type BonusCampaign, type BonusCampaignsAnswer } from '../../../contract/campaigns';
import { baseQuery } from '../../lib/base-query';
import { siteConfig } from '../../lib/site-config';

export type Offers =
  | { status: 'loading'; campaigns?: undefined }
  | { status: 'ready'; campaigns: BonusCampaign[] }
  | { status: 'failed'; campaigns?: undefined };

/**
 * The site's offers, read on mount; `retry` reads them again. Their arrival is a transition: React renders the cards
 * in slices of a few milliseconds between which the browser can answer a tap, rather than in one long task
 * (docs/performance.md). A first mount starts as loading already, so it does not render the list twice.
 */
export function useOffers(): Offers & { retry: () => void } {
  const store = useStore();
  const [offers, setOffers] = useState<Offers>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setOffers((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    void baseQuery(
      { url: BonusCampaignPaths.offers, params: { site_id: siteConfig.siteId } },
      { dispatch: store.dispatch, getState: store.getState },
      { auth: false },
    ).then((result) => {
      if (!live) return;
      startTransition(() =>
        setOffers(
          result.error
            ? { status: 'failed' }
            : { status: 'ready', campaigns: (result.data as BonusCampaignsAnswer).bonus_campaigns },
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [store, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...offers, retry };
}

/** The first-deposit bonus among the offers: the welcome's offer to a new player. */
export function firstDepositOffer(campaigns: readonly BonusCampaign[]): BonusCampaign | undefined {
  return campaigns.find((campaign) => campaign.type === 'deposit_bonus');
}
