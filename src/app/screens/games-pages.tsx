/** /games/recent/ and /games/most-popular/: lists the server fills (issue 16's game server); until then, say so. */

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { GameListHeader } from '../../features/games/components/game-list-header';
import { RouterLink } from '../../components/link';
import { useMessages } from '../../i18n';
import { gameListPath } from '../../lib/catalogue';
import { signInPath } from '../../lib/layout';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

function EmptyList({ title, text, signIn }: { title: string; text: string; signIn?: string }) {
  const messages = useMessages();
  return (
    <AppLayout>
      <GameListHeader title={title} />
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{text}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {signIn && (
            <Button component={RouterLink} to={signIn} variant="contained">
              {messages.common.signIn}
            </Button>
          )}
          <Button component={RouterLink} to={gameListPath('all')} variant={signIn ? 'outlined' : 'contained'}>
            {messages.games.browseAll}
          </Button>
        </Stack>
      </Stack>
    </AppLayout>
  );
}

/** The player's recent games: asks a visitor to sign in; a player's list arrives with the server's rounds. */
export function RecentGamesPage() {
  const t = useMessages().games;
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const signedOut = !signedIn && status !== 'idle' && status !== 'loading';
  return (
    <EmptyList
      title={t.recent}
      text={signedOut ? t.recentSignedOut : t.recentEmpty}
      signIn={signedOut ? signInPath(gameListPath('recent')) : undefined}
    />
  );
}

/** The site's most played games: arrives with the server's rounds. */
export function MostPopularGamesPage() {
  const t = useMessages().games;
  return <EmptyList title={t.mostPopular} text={t.mostPopularEmpty} />;
}
