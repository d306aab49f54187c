import { act, renderHook, waitFor } from '@testing-library/react';
import { BonusCampaignPaths } from '../../../contract/campaigns';
import { DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN } from '../../test-utils/fixtures';
import { mockFetch } from '../../test-utils/render';
import { requestOffersEarly, useOffers } from './offers';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the offers asked for early', () => {
  it('are drawn at once by the list that mounts after they came, with no second request', async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN] } }),
    });
    requestOffersEarly();
    await settle();
    const { result } = renderHook(() => useOffers());
    // the first render already has them: no loading placeholder drawn and then replaced
    expect(result.current.status).toBe('ready');
    expect(result.current.campaigns?.map((c) => c.id)).toEqual([DEPOSIT_BONUS_CAMPAIGN.id]);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('are waited for by a list that mounts before they came, and asked for afresh by the next list', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => {
        answers++;
        return { body: { bonus_campaigns: answers === 1 ? [DEPOSIT_BONUS_CAMPAIGN] : [FREE_MONEY_CAMPAIGN] } };
      },
    });
    requestOffersEarly();
    const first = renderHook(() => useOffers());
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(first.result.current.campaigns?.map((c) => c.id)).toEqual([DEPOSIT_BONUS_CAMPAIGN.id]);
    expect(calls).toHaveLength(1);
    // the early answer is taken once: another list reads the offers as they are now
    const second = renderHook(() => useOffers());
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(second.result.current.campaigns?.map((c) => c.id)).toEqual([FREE_MONEY_CAMPAIGN.id]);
    expect(calls).toHaveLength(2);
  });

  it('are left alone after 30 s: a list mounting later asks for the offers as they are now', async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [FREE_MONEY_CAMPAIGN] } }),
    });
    requestOffersEarly(Date.now() - 31_000);
    await settle();
    const { result } = renderHook(() => useOffers());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(calls).toHaveLength(2);
  });
});
