/** A bonus campaign in plain words (contract/campaigns.ts): its headline and its terms, in the page's language. */

import type { BonusCampaign } from '../../../../contract/campaigns';
import type { Messages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';

type CampaignMessages = Messages['campaigns'];

/** "100% deposit bonus up to R500.00", "R25.00 free". */
export function campaignHeadline(campaign: BonusCampaign, t: CampaignMessages): string {
  const money = (amount: number | null) => formatMoney(amount ?? 0, campaign.currency);
  return campaign.type === 'deposit_bonus'
    ? t.depositHeadline(campaign.bonus_percentage ?? 0, money(campaign.max_bonus))
    : t.freeHeadline(money(campaign.amount));
}

/** Every rule a player must know before taking the bonus, one sentence each. */
export function campaignTerms(campaign: BonusCampaign, t: CampaignMessages): string[] {
  const money = (amount: number | null) => formatMoney(amount ?? 0, campaign.currency);
  return [
    campaign.type === 'deposit_bonus'
      ? t.termsDeposit(money(campaign.min_deposit), campaign.bonus_percentage ?? 0, money(campaign.max_bonus))
      : t.termsFree(money(campaign.amount)),
    campaign.wager_multiple > 0 ? t.termsWager(campaign.wager_multiple) : t.termsNoWager,
    ...(campaign.wager_multiple > 0 ? [t.termsGames, t.termsDays(campaign.expiry_days)] : []),
    t.termsLocked,
    t.termsOne,
  ];
}
