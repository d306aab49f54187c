/**
 * /promo/ (SPEC §2): the player's bonus with its left-to-wager moving live, the happy hour, the bonuses they can
 * take, and the ones they finished. A visitor is invited to sign in. Where the site plays for fun (contract/play-money.ts)
 * a player is told why there are none, with nothing to take or deposit. The lists are read on arrival and again whenever
 * a bonus starts or ends (the campaign bonus revision the promotions channel moves); left-to-wager itself is the
 * channel's, laid over the list's figure for the same bonus.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { AuthToken } from '../../../contract/entities';
import { RouterLink } from '../../components/link';
import { PageHero, PROMOTIONS_LOOK } from '../../components/page-hero';
import { VisitorPrompt } from '../../components/visitor-prompt';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { LOADING_ROOM } from '../../features/promotions/components/loading-room';
import { requestOffersEarly } from '../../features/promotions/offers';
import { NoPromotionsHere } from '../../features/unit/components/no-promotions-here';
import { selectPlaysForFun, selectUnit, selectUnitToken } from '../../features/unit/slice';
import { useMessages } from '../../i18n';
import { retryingImport } from '../../lib/retrying-import';
import { happyHourPath, Paths } from '../../lib/layout';
import { storage, StorageKeys } from '../../lib/safe-storage';
import { isTokenValid } from '../../lib/session';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

// A signed-in player's part, with RTK Query and the campaign endpoints, is a chunk of its own: a visitor, and the
// page's first load, evaluate none of it (docs/performance.md). Asked for again if the connection drops.
const PlayerBonuses = lazy(() =>
  retryingImport(() => import('./promo-player-bonuses')).then((m) => ({ default: m.PlayerBonuses })),
);

// A visitor's list of the running offers, with their terms and Sign up: a chunk of its own.
const offerListChunk = () => retryingImport(() => import('../../features/promotions/components/offer-list'));
const VisitorOffers = lazy(() => offerListChunk().then((m) => ({ default: m.OfferList })));

/**
 * A visitor's offers are the page's largest content, so they and their chunk are asked for as the page first renders,
 * side by side, rather than one after the other once the session check has said visitor (docs/performance.md). Called
 * once a mount, as a preload is; a stored session (a player, most likely) asks for nothing.
 */
function askForVisitorOffersEarly(): null {
  if (typeof window === 'undefined' || isTokenValid(storage.getJSON<AuthToken>(StorageKeys.refreshToken))) return null;
  requestOffersEarly();
  void offerListChunk();
  return null;
}

/** The happy hour's place on the hub for a visitor, whose page has no promotions channel: a card to its own page. */
function HappyHourLinkCard() {
  const t = useMessages().campaigns;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 4, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t.happyHour}
        </Typography>
        <Typography color="textSecondary">{t.happyHourHint}</Typography>
      </Box>
      <Button component={RouterLink} to={happyHourPath} variant="outlined" size="large" sx={{ minHeight: 48 }}>
        {t.happyHourLink}
      </Button>
    </Paper>
  );
}

/** What a visitor is shown once the session check says so; its styles ship with the page (src/app/style-probes.tsx). */
export function PromoVisitor() {
  const t = useMessages().campaigns;
  return (
    <>
      <VisitorPrompt title={t.visitorTitle} hint={t.visitorHint} next={Paths.promo} />
      <HappyHourLinkCard />
    </>
  );
}

export function PromoScreen() {
  useState(askForVisitorOffersEarly);
  const t = useMessages().campaigns;
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useAppSelector(selectUnitToken);
  // Whether the site takes real money is the unit's to say: until it is known, the player's part waits.
  const unitKnown = useAppSelector(selectUnit) !== null;
  const playsForFun = useAppSelector(selectPlaysForFun);
  // A visitor's view (the sign-in prompt, the happy-hour card, the offers' place) is drawn in a transition once the
  // session says visitor: React renders it in slices between which the browser can answer a tap, rather than in the
  // task that ended the session check (docs/performance.md). Until then the page keeps its loading placeholder.
  const visitor = useDeferredValue(!signedIn && status !== 'idle' && status !== 'loading');
  // Until the content comes, a screen's room: the footer, then the visitor's prompt, wait off the screen, so the page
  // shifts nothing visible as its parts arrive (docs/performance.md).
  const loading = (
    <div style={LOADING_ROOM}>
      <Skeleton variant="rounded" height={200} role="progressbar" aria-label={t.loading} />
    </div>
  );
  return (
    <AppLayout>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
        <PageHero title={t.title} text={playsForFun ? null : t.subtitle} art="gift" look={PROMOTIONS_LOOK} />
        {visitor && (
          <>
            <Suspense fallback={loading}>
              <VisitorOffers signedIn={false} />
            </Suspense>
            <PromoVisitor />
          </>
        )}
        {signedIn && token && unitKnown ? (
          playsForFun ? (
            <NoPromotionsHere />
          ) : (
            <Suspense fallback={loading}>
              <PlayerBonuses token={token} />
            </Suspense>
          )
        ) : (
          !visitor && loading
        )}
      </Box>
    </AppLayout>
  );
}
