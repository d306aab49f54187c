/**
 * /games/recent/ and /games/most-popular/: the lists the game server answers (the player's recent games, the site's
 * most played), as tiles of this build's catalogue in the server's order. They are read after hydration: the
 * static page holds skeleton tiles at the tiles' size, so nothing moves when the games arrive.
 */

import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectAuthStatus } from '../../features/auth/slice';
import { inListOrder } from '../../features/bets/order';
import { useMostPopularGames } from '../../features/bets/hooks';
import type { GameStats } from '../../features/bets/hooks';
import { EAGER_TILES, GameGrid } from '../../features/games/components/game-grid';
import { GameListHeader } from '../../features/games/components/game-list-header';
import { GameTileList } from '../../components/game-tile';
import { RouterLink } from '../../components/link';
import { THUMBNAIL_SIZE } from '../../../contract/content';
import { useMessages } from '../../i18n';
import { gameListPath } from '../../lib/catalogue';
import { useOfferedGames } from '../../lib/offered-games';
import { signInPath } from '../../lib/layout';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';
import { useCatalogueGames } from '../use-catalogue-games';
import { usePlayerRecentGames } from '../use-player-recent-games';

/** The grid's columns (as GameGrid's), so the skeletons take the tiles' place exactly. */
const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    xsl: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 3,
} as const;

/** Tiles-sized placeholders while a list is on its way: a 3:4 picture and a name line. */
function TileSkeletons({ label }: { label: string }) {
  return (
    <GameTileList aria-label={label} aria-busy="true" sx={GRID_SX}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index}>
          <Skeleton
            variant="rounded"
            sx={{ height: 'auto', aspectRatio: `${THUMBNAIL_SIZE.width} / ${THUMBNAIL_SIZE.height}`, borderRadius: 3 }}
          />
          <Skeleton width="70%" sx={{ my: 1 }} />
        </li>
      ))}
    </GameTileList>
  );
}

function ListState({ text, signIn, retry }: { text: string; signIn?: string; retry?: () => void }) {
  const messages = useMessages();
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography color="textSecondary" role={retry ? 'alert' : undefined}>
        {text}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {retry && (
          <Button onClick={retry} variant="contained">
            {messages.games.retry}
          </Button>
        )}
        {signIn && (
          <Button component={RouterLink} to={signIn} variant="contained">
            {messages.common.signIn}
          </Button>
        )}
        <Button component={RouterLink} to={gameListPath('all')} variant={signIn || retry ? 'outlined' : 'contained'}>
          {messages.games.browseAll}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A list page: the games in the server's order once known; skeletons, a failure with Retry, or none played. */
function GameStatsList({
  title,
  stats,
  empty,
  signIn,
}: {
  title: string;
  stats: GameStats<{ slug: string }>;
  empty: string;
  signIn?: string;
}) {
  const t = useMessages().games;
  // A game turned off for the site since it was played leaves the player's recent games too.
  const games = inListOrder(stats.games, useOfferedGames(useCatalogueGames()));
  let body;
  if (signIn) body = <ListState text={t.recentSignedOut} signIn={signIn} />;
  else if (stats.isLoading) body = <TileSkeletons label={title} />;
  else if (stats.isError) body = <ListState text={t.listFailed} retry={stats.retry} />;
  else if (games.length === 0) body = <ListState text={empty} />;
  else body = <GameGrid games={games} label={title} eager={EAGER_TILES} />;
  return (
    <AppLayout>
      <GameListHeader title={title} />
      {body}
    </AppLayout>
  );
}

/** The player's recent games, the last played first; a visitor is asked to sign in. */
export function RecentGamesPage() {
  const t = useMessages().games;
  const status = useAppSelector(selectAuthStatus);
  const recent = usePlayerRecentGames();
  const signedOut = !recent.signedIn && status !== 'idle' && status !== 'loading';
  // until the session is known (the static page, hydration), hold the tiles' place
  const stats = recent.signedIn || signedOut ? recent : { ...recent, isLoading: true };
  return (
    <GameStatsList
      title={t.recent}
      stats={stats}
      empty={t.recentEmpty}
      signIn={signedOut ? signInPath(gameListPath('recent')) : undefined}
    />
  );
}

/** The site's most played games of the last 30 days, the same for everyone. */
export function MostPopularGamesPage() {
  const t = useMessages().games;
  return <GameStatsList title={t.mostPopular} stats={useMostPopularGames()} empty={t.mostPopularEmpty} />;
}
