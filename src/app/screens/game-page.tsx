/**
 * /game/<slug>/ (and /game/fafi/, /game/spaviator/): the game's page fed with the session and the live unit, or, for a
 * game the operator has turned off for the site, a page that says so and leads back to the lobby.
 */

import brand from '@brand';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import type { TileGame } from '../../components/game-tile';
import { GameGrid } from '../../features/games/components/game-grid';
import { GameScreen } from '../../features/games/components/game-screen';
import type { PageGame, Viewer } from '../../features/games/components/game-screen';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { providerLabel } from '../../features/layout/providers';
import { selectCampaignBonusState } from '../../features/promotions/campaign-bonus';
import { myJackpotWinClosed, selectMyJackpotWin } from '../../features/promotions/slice';
import { WagerBar } from '../../features/promotions/components/wager-bar';
import {
  selectBalanceParts,
  selectPlayBalance,
  selectPlaysForFun,
  selectTotalBalance,
  selectUnit,
  selectUnitToken,
} from '../../features/unit/slice';
import { BalanceAmount } from '../../features/layout/components/account-bar';
import { formatMoney } from '../../../contract/money';
import { useLocalizedPath, useMessages } from '../../i18n';
import { dedicatedRoute, gameHref, providerHref } from '../../lib/catalogue';
import { Paths, signInPath } from '../../lib/layout';
import { useGameOffered, useOfferedGames } from '../../lib/offered-games';
import { retryingImport } from '../../lib/retrying-import';
import { siteCurrency } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';

export interface GamePageData {
  contentGame: PageGame & { provider: string };
  contentProvider: { slug: string; name: string } | null;
  /** Up to four other games of the same studio */
  allContentGame?: { nodes: TileGame[] };
}

/** The game's screen fed with the session: what the session changes is drawn at low priority, in slices. */
function GameScreenWithViewer({
  game,
  studio,
}: {
  game: GamePageData['contentGame'];
  studio: { name: string; href?: string };
}) {
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const unitToken = useAppSelector(selectUnitToken);
  const localized = useLocalizedPath();
  const viewer = useDeferredValue(
    useMemo<Viewer>(() => {
      if (signedIn) return { status: 'signedIn', unitToken };
      return status === 'idle' || status === 'loading' ? { status: 'checking' } : { status: 'signedOut' };
    }, [signedIn, status, unitToken]),
  );
  const lobbyUrl = useCallback(() => new URL(localized(Paths.home), window.location.origin).href, [localized]);
  const frameBalance = useMemo(() => (signedIn ? <FrameBalance /> : null), [signedIn]);
  const frameStatus = useMemo(
    () =>
      signedIn ? (
        <Suspense fallback={null}>
          <FrameSessionFigures />
        </Suspense>
      ) : null,
    [signedIn],
  );
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <GameRg />
        </Suspense>
      )}
      {signedIn && <MyJackpotWin />}
      <MemoGameScreen
        game={game}
        studio={studio}
        viewer={viewer}
        signInHref={signInPath(gameHref(game))}
        lobbyUrl={lobbyUrl}
        frameStatus={frameStatus}
        frameBalance={frameBalance}
      />
    </>
  );
}

const MemoGameScreen = memo(GameScreen);

/** The balance in the open game's bar on a phone, where the game covers the header: as the header shows it. */
function FrameBalance() {
  const unit = useAppSelector(selectUnit);
  const currency = unit?.site.currency_code ?? siteCurrency();
  const total = useAppSelector(selectTotalBalance);
  const totalParts = useAppSelector(selectBalanceParts);
  const play = useAppSelector(selectPlaysForFun);
  const playBalance = useAppSelector(selectPlayBalance);
  const shown = play ? playBalance : total;
  const parts = useMemo(
    () =>
      totalParts && !play
        ? { cash: formatMoney(totalParts.cash, currency), bonus: formatMoney(totalParts.bonus, currency) }
        : null,
    [totalParts, currency, play],
  );
  return <BalanceAmount balance={shown === null ? null : formatMoney(shown, currency)} parts={parts} play={play} />;
}

// Responsible gambling's part of the page, only for a player: a chunk of its own, loaded once signed in.
const loadGameRg = () => retryingImport(() => import('./game-rg'));
const GameRg = lazy(() => loadGameRg().then((m) => ({ default: m.GameRg })));
const FrameSessionFigures = lazy(() => loadGameRg().then((m) => ({ default: m.FrameSessionFigures })));

// A pot this player won, celebrated over the game: a chunk of its own, loaded only when there is one.
const JackpotCelebration = lazy(() =>
  retryingImport(() => import('./jackpot-celebration')).then((m) => ({
    default: m.JackpotCelebration,
  })),
);

/** While the game is open, a pot this player wins is celebrated over it until they collect it (or it times out). */
function MyJackpotWin() {
  const win = useAppSelector(selectMyJackpotWin);
  const currency = useAppSelector(selectUnit)?.site.currency_code ?? siteCurrency();
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(myJackpotWinClosed()), [dispatch]);
  if (!win) return null;
  return (
    <Suspense fallback={null}>
      <JackpotCelebration key={`${win.slug}:${win.amount}`} {...win} currency={currency} onClose={close} />
    </Suspense>
  );
}

// Only a game turned off needs it: a chunk of its own, out of every game page's first load.
const GameUnavailable = lazy(() =>
  retryingImport(() => import('../../features/games/components/game-unavailable')).then((m) => ({
    default: m.GameUnavailable,
  })),
);

/** The header's live left-to-wager while a campaign bonus is being wagered (its own store reads). */
function CampaignWagerBar() {
  const state = useAppSelector(selectCampaignBonusState);
  const currency = useAppSelector(selectUnit)?.site.currency_code ?? siteCurrency();
  return <WagerBar state={state} currency={currency} href={Paths.promo} />;
}

const NONE: readonly never[] = [];

/** The page itself reads nothing from the store: the session's start re-renders only the game's screen. */
export function GamePage({ data }: { data: GamePageData }) {
  const { contentGame: game, contentProvider: provider } = data;
  const messages = useMessages();
  const studio = provider ?? { slug: game.provider, name: game.provider };
  const name = providerLabel(studio);
  // Fafi's and Aviator's studio page is this very game: their name is not a link.
  const studioLink = useMemo(
    () => ({ name, href: dedicatedRoute(studio.slug) ? undefined : providerHref(studio) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's data does not change
    [name, studio.slug],
  );
  const offered = useGameOffered(game.slug);
  const more = useOfferedGames(data.allContentGame?.nodes ?? NONE);
  return (
    <AppLayout>
      {offered ? (
        <>
          <CampaignWagerBar />
          <GameScreenWithViewer game={game} studio={studioLink} />
        </>
      ) : (
        <Suspense fallback={null}>
          <GameUnavailable game={game} brandName={brand.settings.name} />
        </Suspense>
      )}
      {more.length > 0 && (
        <Box component="section" aria-labelledby="more-games" sx={{ mt: 6 }}>
          <Typography id="more-games" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {messages.games.moreFrom(name)}
          </Typography>
          <GameGrid games={more} label={messages.games.moreFrom(name)} />
        </Box>
      )}
    </AppLayout>
  );
}
