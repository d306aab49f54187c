/**
 * The home page's banners (issue 40, "The lobby"): Aviator, the game players look for first; the jackpots, their total counting up for a player as the pots
 * grow, to /jackpot/; and the happy hour, to its page. A visitor sees the same banners without amounts (the jackpots
 * channel is a player's); a player's site without happy hours or jackpots does not show theirs.
 */

import { BannerRow, LobbyBanner } from '../../components/lobby-banner';
import type { BannerLook } from '../../components/lobby-banner';
import { CountingMoney } from '../../components/counting-money';
import { HAPPY_HOUR_LOOK } from '../../components/page-hero';
import { selectIsSignedIn } from '../../features/auth/slice';
import { selectActiveHappyHour, selectHappyHourConfigs } from '../../features/promotions/happy-hour';
import { selectPlaysForFun } from '../../features/unit/slice';
import { selectJackpotPots, selectJackpotSectionVisible } from '../../features/promotions/slice';
import { tierLook } from '../../features/promotions/components/jackpot-tiers';
import { useMessages } from '../../i18n';
import { happyHourPath, Paths } from '../../lib/layout';
import { siteCurrency } from '../../lib/site-config';
import { useAppSelector } from '../hooks';

const GRAND = tierLook('grand');
const JACKPOT_LOOK: BannerLook = { from: GRAND.shine, to: GRAND.metal, ink: GRAND.ink };
const AVIATOR_LOOK: BannerLook = { from: '#e53935', to: '#7f0000', ink: '#ffffff' };

export function HomeBanners() {
  const t = useMessages();
  const signedIn = useAppSelector(selectIsSignedIn);
  const pots = useAppSelector(selectJackpotPots);
  const jackpotsRunning = useAppSelector(selectJackpotSectionVisible);
  const happyHourConfigs = useAppSelector(selectHappyHourConfigs).length;
  const happyHourOn = useAppSelector(selectActiveHappyHour) !== null;
  const currency = siteCurrency();
  // Where the site plays for fun there is no jackpot or happy hour (contract/play-money.ts). Otherwise a player's
  // channels say whether the site runs either; until they join, and for a visitor, both show.
  const play = useAppSelector(selectPlaysForFun);
  const showJackpots = !play && (!signedIn || pots === null || jackpotsRunning);
  const showHappyHour = !play && (!signedIn || happyHourConfigs > 0 || happyHourOn);
  const total = pots?.reduce((sum, pot) => sum + pot.balance, 0);
  return (
    <BannerRow label={t.home.featured}>
      {/* where players look for it first */}
      <LobbyBanner
        id="banner-aviator"
        to={Paths.aviator}
        title={t.layout.aviator}
        figure={t.home.aviatorFigure}
        text={t.home.aviatorText}
        art="plane"
        look={AVIATOR_LOOK}
      />
      {showJackpots && (
        <LobbyBanner
          id="banner-jackpots"
          to={Paths.jackpot}
          title={t.jackpot.title}
          figure={
            signedIn && total !== undefined ? <CountingMoney amount={total} currency={currency} /> : t.home.jackpotTiers
          }
          text={signedIn && total !== undefined ? t.home.jackpotsNow : t.jackpot.subtitle}
          art="pots"
          look={JACKPOT_LOOK}
        />
      )}
      {showHappyHour && (
        <LobbyBanner
          id="banner-happy-hour"
          to={happyHourPath}
          title={t.happyHour.title}
          figure={happyHourOn ? t.happyHour.onNow : t.happyHour.card}
          text={t.happyHour.subtitle}
          art="clock"
          look={HAPPY_HOUR_LOOK}
        />
      )}
    </BannerRow>
  );
}
