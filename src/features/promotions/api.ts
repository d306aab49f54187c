import {
  BonusCampaignPaths,
  type AcceptBonusCampaignAnswer,
  type BonusCampaignAnswer,
  type BonusCampaignsAnswer,
} from '../../../contract/campaigns';
import { baseApi } from '../../lib/api';

/**
 * Bonus campaigns (contract/campaigns.ts). The lists are read again whenever the promo page shows them and whenever
 * a bonus starts or ends (the page watches the campaign bonus revision); left-to-wager itself arrives live on the
 * promotions channel (campaign-bonus.ts), not from here.
 */
export const campaignsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentCampaigns: build.query<BonusCampaignsAnswer, { token: string }>({
      query: ({ token }) => ({ url: BonusCampaignPaths.currents, params: { token } }),
      keepUnusedDataFor: 0,
    }),
    passedCampaigns: build.query<BonusCampaignsAnswer, { token: string }>({
      query: ({ token }) => ({ url: BonusCampaignPaths.passed, params: { token } }),
      keepUnusedDataFor: 0,
    }),
    inBonusCampaigns: build.query<BonusCampaignsAnswer, { token: string }>({
      query: ({ token }) => ({ url: BonusCampaignPaths.inBonus, params: { token } }),
      keepUnusedDataFor: 0,
    }),
    bonusCampaign: build.query<BonusCampaignAnswer, { id: number; token?: string | null }>({
      query: ({ id, token }) => ({ url: BonusCampaignPaths.one(id), params: token ? { token } : undefined }),
      keepUnusedDataFor: 0,
    }),
    acceptCampaign: build.mutation<AcceptBonusCampaignAnswer, { id: number; token: string }>({
      query: ({ id, token }) => ({ url: BonusCampaignPaths.accept(id), method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useCurrentCampaignsQuery,
  usePassedCampaignsQuery,
  useInBonusCampaignsQuery,
  useBonusCampaignQuery,
  useAcceptCampaignMutation,
} = campaignsApi;
