/**
 * The toasts the promotions and jackpots channels raise (SPEC §2, §8): a jackpot won (in its grand, major or minor
 * style), a campaign bonus just started (linking to promo), a campaign bonus wagered through.
 */

import {
  campaignBonusActivated,
  campaignBonusCompleted,
  jackpotLifecycleUpdated,
  promotionsJoined,
} from '../features/promotions/slice';
import { toastShown } from '../features/ui/slice';
import type { JackpotStyle } from '../features/ui/toasts';
import { en } from '../i18n/en';
import { formatMoney } from '../../contract/money';
import { siteCurrency } from '../lib/site-config';
import type { AppStartListening, RootState } from './store';

const JACKPOT_STYLES: readonly JackpotStyle[] = ['grand', 'major', 'minor'];

/** A jackpot's slug names its tier; any other jackpot is shown in the minor style. */
export function jackpotStyle(slug: string): JackpotStyle {
  return JACKPOT_STYLES.find((style) => style === slug.toLowerCase()) ?? 'minor';
}

const currencyOf = (state: RootState) => state.unit.unit?.site.currency_code ?? siteCurrency();

export function registerPromotionToastListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: jackpotLifecycleUpdated,
    effect: ({ payload }, api) => {
      const { action, slug, win_lifecycle: win } = payload;
      if (action !== 'won' || !win.is_won) return;
      api.dispatch(
        toastShown({
          kind: 'jackpotWon',
          style: jackpotStyle(slug),
          slug,
          winner: win.winner_name ?? '',
          amount: formatMoney(win.balance, currencyOf(api.getState())),
        }),
      );
    },
  });

  startListening({
    // A rejoin (after a dropped connection) answers the join again: only a flag that turns on raises the toast.
    predicate: (action, _current, previous) =>
      campaignBonusActivated.match(action) ||
      (promotionsJoined.match(action) &&
        action.payload.has_just_started_campaign_bonus === true &&
        !previous.promotions.hasJustStartedCampaignBonus),
    effect: (_action, api) => {
      api.dispatch(toastShown({ kind: 'hasJustStartedCampaignBonus' }));
    },
  });

  startListening({
    actionCreator: campaignBonusCompleted,
    effect: ({ payload }, api) => {
      const amount = formatMoney(payload.won_amount, currencyOf(api.getState()));
      // SPEC §8's words, in English on every page.
      api.dispatch(toastShown({ kind: 'success', message: en.feedback.campaignBonusCompleted(amount) }));
    },
  });
}
