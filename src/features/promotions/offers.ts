/**
 * What the site offers anyone now (contract/campaigns.ts `offers`): the running bonus campaigns with their terms,
 * read without a session, for the visitors' offers and the welcome after sign-up. A plain call through the base
 * query, not RTK Query, so the home page's strip loads no more than it shows.
 *
 * A page whose largest content is the offers (a visitor's /promo/) asks for them as it starts, before the session
 * check has ended and the list's chunk has arrived (`requestOffersEarly`); the list that mounts next takes that
 * answer instead of asking again (docs/performance.md).
 */

import { startTransition, useCallback, useEffect, useState } from 'react';
import { BonusCampaignPaths, type BonusCampaign, type BonusCampaignsAnswer } from '../../../contract/campaigns';
import { publicQuery, type CallResult } from '../../lib/base-query';
import { siteConfig } from '../../lib/site-config';

export type Offers =
  | { status: 'loading'; campaigns?: undefined }
  | { status: 'ready'; campaigns: BonusCampaign[] }
  | { status: 'failed'; campaigns?: undefined };

/** How long an answer asked for early waits for its list: past it, a list mounting later asks afresh. */
const EARLY_ANSWER_MS = 30_000;

/** An answer asked for early: its promise, and its result once it has come. */
interface EarlyAnswer {
  at: number;
  answer: Promise<CallResult>;
  result?: CallResult;
}

let early: EarlyAnswer | null = null;

const askForOffers = () => publicQuery({ url: BonusCampaignPaths.offers, params: { site_id: siteConfig.siteId } });

const offersOf = (result: CallResult): Offers =>
  result.error
    ? { status: 'failed' }
    : { status: 'ready', campaigns: (result.data as BonusCampaignsAnswer).bonus_campaigns };

/** Starts reading the offers before their list mounts; the first list to mount within 30 s takes the answer. */
export function requestOffersEarly(now = Date.now()): void {
  const asked: EarlyAnswer = { at: now, answer: askForOffers() };
  void asked.answer.then((result) => {
    asked.result = result;
  });
  early = asked;
}

/** The answer asked for early, once, while it is fresh. */
function takeEarlyAnswer(now: number): EarlyAnswer | null {
  const taken = early;
  early = null;
  return taken !== null && now - taken.at <= EARLY_ANSWER_MS ? taken : null;
}

/**
 * The site's offers, read on mount (or taken from `requestOffersEarly`: drawn at once if they have come, with no
 * loading state in between); `retry` reads them again. Their arrival is a transition: React renders the cards in
 * slices of a few milliseconds between which the browser can answer a tap, rather than in one long task
 * (docs/performance.md). A first mount starts as loading already, so it does not render the list twice.
 */
export function useOffers(): Offers & { retry: () => void } {
  // what the early answer gave at mount: its result, when it had come, is drawn at once with nothing left to wait for
  const [asked] = useState(() => {
    const taken = takeEarlyAnswer(Date.now());
    return { answer: taken?.answer, drawn: taken?.result ? offersOf(taken.result) : null };
  });
  const [offers, setOffers] = useState<Offers>(() => asked.drawn ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && asked.drawn) return;
    let live = true;
    setOffers((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    const answer = (attempt === 0 ? asked.answer : undefined) ?? askForOffers();
    void answer.then((result) => {
      if (live) startTransition(() => setOffers(offersOf(result)));
    });
    return () => {
      live = false;
    };
  }, [asked, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...offers, retry };
}

/** The first-deposit bonus among the offers: the welcome's offer to a new player. */
export function firstDepositOffer(campaigns: readonly BonusCampaign[]): BonusCampaign | undefined {
  return campaigns.find((campaign) => campaign.type === 'deposit_bonus');
}
