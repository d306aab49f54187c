import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_SIZE } from '../../contract/content';
import type { ContentGame } from '../../contract/content';
import { gameHref } from '../lib/catalogue';
import { RouterLink } from './link';

interface Props {
  game: Pick<ContentGame, 'slug' | 'name' | 'provider'> & { thumbnail: string };
  /** The tile shows when the page opens: its picture loads at once instead of when scrolled near */
  aboveFold?: boolean;
}

/**
 * A game in a lobby: its thumbnail at a fixed 3:4 (width and height given, so nothing moves as it loads), its
 * name under it, the whole tile one link to the game's page. Pictures below the fold load as they near the screen.
 */
export function GameTile({ game, aboveFold = false }: Props) {
  return (
    <Box
      component={RouterLink}
      to={gameHref(game)}
      sx={{
        display: 'block',
        minWidth: 48,
        minHeight: 48,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 3,
        outlineOffset: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        '& img': { transition: 'transform 150ms ease-out' },
        '@media (hover: hover)': { '&:hover img': { transform: 'scale(1.04)' } },
      }}
    >
      <Box
        sx={{
          aspectRatio: `${THUMBNAIL_SIZE.width} / ${THUMBNAIL_SIZE.height}`,
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          boxShadow: 2,
        }}
      >
        {/* The name is the link's text below: the picture adds nothing for a screen reader. */}
        <img
          src={game.thumbnail}
          alt=""
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          loading={aboveFold ? 'eager' : 'lazy'}
          decoding={aboveFold ? undefined : 'async'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          style={{ display: 'block', width: '100%', height: '100%' }}
        />
      </Box>
      <Typography component="span" variant="body2" noWrap sx={{ display: 'block', fontWeight: 600, px: 0.5, py: 1 }}>
        {game.name}
      </Typography>
    </Box>
  );
}
