import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_SIZE } from '../../../../contract/content';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { gameListPath } from '../../../lib/catalogue';
import { Paths } from '../../../lib/layout';
import type { PageGame } from './game-screen';

/**
 * A game's page once the operator has turned the game off for the site (back office, games per site): its art
 * faded, what happened, and the way back to the lobby, in place of a Play the server would refuse. Its own chunk,
 * loaded only when a game is off: no game page's first load carries it.
 */
export function GameUnavailable({
  game,
  brandName,
}: {
  game: Pick<PageGame, 'name' | 'thumbnail'>;
  brandName: string;
}) {
  const t = useMessages().games;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="game-unavailable"
      sx={{
        p: { xs: 4, xsl: 5 },
        borderRadius: 4,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xsl: '160px minmax(0, 1fr)' },
        gap: { xs: 3, xsl: 5 },
        alignItems: 'center',
        textAlign: { xs: 'center', xsl: 'left' },
      }}
    >
      <Box
        sx={{
          width: { xs: '40%', xsl: '100%' },
          maxWidth: 160,
          mx: { xs: 'auto', xsl: 0 },
          aspectRatio: `${THUMBNAIL_SIZE.width} / ${THUMBNAIL_SIZE.height}`,
          borderRadius: 3,
          overflow: 'hidden',
          filter: 'grayscale(1)',
          opacity: 0.5,
        }}
      >
        <img
          src={game.thumbnail}
          alt=""
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          style={{ display: 'block', width: '100%', height: '100%' }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 1.5, overflowWrap: 'anywhere' }}
        >
          {game.name}
        </Typography>
        <Typography id="game-unavailable" variant="h5" component="h1" sx={{ fontWeight: 800, mt: 0.5 }}>
          {t.unavailableTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>{t.unavailableText(game.name, brandName)}</Typography>
        {/* Stacked: beside the art on a desktop, the text column is narrow too */}
        <Stack spacing={1.5} sx={{ mt: 4, maxWidth: { xsl: 320 } }}>
          <Button component={RouterLink} to={Paths.home} variant="contained" size="large" fullWidth>
            {t.backToLobby}
          </Button>
          <Button component={RouterLink} to={gameListPath('all')} variant="outlined" size="large" fullWidth>
            {t.browseAll}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
