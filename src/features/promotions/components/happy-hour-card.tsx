/**
 * The next happy hour, or the one running now (SPEC §4 timing): when, in the site's zone (lib/dates), a live countdown to
 * its start or end ('00s' once it is due), and the terms. The /promo/ hub shows it with a link to /promo/happy-hour/,
 * which shows it on its own. It reads the promotions state itself, so it takes no props but `link`.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import type { HappyHourTerms } from '../../../../contract/happy-hours';
import { RouterLink } from '../../../components/link';
import { useLanguage, useMessages } from '../../../i18n';
import { nearestHappyHour } from '../../../lib/cron-timing';
import { weekdayTimeText } from '../../../lib/dates';
import { Paths } from '../../../lib/layout';
import { formatMoney } from '../../../../contract/money';
import { siteCountry, siteCurrency } from '../../../lib/site-config';
import { countdownText } from '../../../lib/time';
import { selectActiveHappyHour, selectClockOffsetMs, selectHappyHourConfigs, selectPaidHappyHour } from '../happy-hour';
import { useTickingNow } from './use-ticking-now';

/** Where /promo/happy-hour/ lives. */
export const HAPPY_HOUR_PATH = `${Paths.promo}happy-hour/`;

export interface HappyHourView {
  ongoing: boolean;
  /** the moment the countdown runs to (the start, or the end while it is on), ms on the player's clock */
  target: number;
  /** when it starts, ms on the player's clock */
  start: number;
  terms: HappyHourTerms;
  /** minor units: the bonus of this window the player has been paid (the window runs on to its end) */
  paid?: number;
}

/** The happy hour to show now, from the configs, the ongoing window and the clock offset; null without configs. */
export function useHappyHourView(): { view: HappyHourView | null; now: number } {
  const configs = useSelector(selectHappyHourConfigs);
  const active = useSelector(selectActiveHappyHour);
  const paid = useSelector(selectPaidHappyHour);
  const offset = useSelector(selectClockOffsetMs);
  const now = useTickingNow();
  const serverNow = now - offset;
  // Paid its bonus, the player still sees the window they are in until it ends, not the next one.
  if (paid && paid.window.end * 1000 > serverNow) {
    return {
      now,
      view: {
        ongoing: true,
        target: paid.window.end * 1000 + offset,
        start: paid.window.start * 1000 + offset,
        terms: paid.window.promotion.config,
        paid: paid.bonus.bonus_amount,
      },
    };
  }
  if (active && active.end * 1000 > serverNow) {
    return {
      now,
      view: {
        ongoing: true,
        target: active.end * 1000 + offset,
        start: active.start * 1000 + offset,
        terms: active.promotion.config,
      },
    };
  }
  const timing = nearestHappyHour(configs, serverNow);
  if (!timing) return { now, view: null };
  return {
    now,
    view: {
      ongoing: timing.ongoing,
      target: (timing.ongoing ? timing.end : timing.start) + offset,
      start: timing.start + offset,
      terms: timing.config.config,
    },
  };
}

export function termsText(terms: HappyHourTerms, currency: string, t: ReturnType<typeof useMessages>['happyHour']) {
  return t.terms(
    terms.bonus_percentage,
    formatMoney(terms.max_bonus, currency),
    formatMoney(terms.min_deposit, currency),
  );
}

/** The promotions channel has answered its join: until then the configs are not known. */
const selectJoined = (state: { promotions: { serverNow: number | null } }) => state.promotions.serverNow !== null;

export function HappyHourCard({ link = true }: { link?: boolean }) {
  const t = useMessages().happyHour;
  const language = useLanguage();
  const joined = useSelector(selectJoined);
  const { view, now } = useHappyHourView();
  const currency = siteCurrency();
  if (!joined) {
    // Its place held at about its size, so nothing moves when the channel answers.
    return <Skeleton variant="rounded" height={184} sx={{ borderRadius: 4 }} role="progressbar" aria-label={t.next} />;
  }
  if (!view) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 4 }}>
        <Typography color="textSecondary">{t.none}</Typography>
      </Paper>
    );
  }
  const when = weekdayTimeText(view.start, `${language}-${siteCountry()}`);
  return (
    <Paper
      component="section"
      aria-label={view.ongoing ? t.onNow : t.next}
      sx={{
        p: 4,
        borderRadius: 4,
        color: 'common.white',
        background: view.ongoing
          ? 'linear-gradient(135deg, #ff8a00 0%, #e52e71 100%)'
          : 'linear-gradient(135deg, #3a1c71 0%, #5b2a86 60%, #d76d77 100%)',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {view.ongoing ? t.onNow : t.next}
      </Typography>
      {!view.ongoing && <Typography sx={{ opacity: 0.9 }}>{t.at(when)}</Typography>}
      {view.paid !== undefined && (
        <Typography role="status" sx={{ mt: 1, fontWeight: 700 }}>
          {t.paid(formatMoney(view.paid, currency))}
        </Typography>
      )}
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ opacity: 0.9 }}>
          {view.ongoing ? t.endsIn : t.startsIn}
        </Typography>
        <Typography
          component="span"
          role="timer"
          aria-live="off"
          sx={{ fontSize: 32, fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
        >
          {countdownText(view.target - now)}
        </Typography>
      </Box>
      {view.paid === undefined && (
        <Typography sx={{ mt: 2, opacity: 0.95 }}>{termsText(view.terms, currency, t)}</Typography>
      )}
      {link && (
        <Button
          component={RouterLink}
          to={HAPPY_HOUR_PATH}
          variant="contained"
          color="inherit"
          sx={{ mt: 3, minHeight: 48, color: 'text.primary', fontWeight: 700 }}
        >
          {t.card}
        </Button>
      )}
    </Paper>
  );
}
