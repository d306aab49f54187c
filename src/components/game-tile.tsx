import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_SIZE } from '../../contract/content';
import type { ContentGame } from '../../contract/content';
import { useMessages } from '../i18n/index';
import { gameHref } from '../lib/catalogue';
import { RouterLink } from './link';

/** A game as a tile needs it: the catalogue's fields with the thumbnail the build drew. */
export type TileGame = Pick<ContentGame, 'slug' | 'name' | 'provider'> &
  Partial<Pick<ContentGame, 'categories' | 'tags'>> & { thumbnail: string };

interface Props {
  game: TileGame;
  /** The tile shows when the page opens: its picture loads at once instead of when scrolled near */
  aboveFold?: boolean;
}

const badge = {
  position: 'absolute',
  top: 8,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.75rem',
  fontWeight: 800,
  lineHeight: 1.5,
  letterSpacing: 0.3,
  textTransform: 'uppercase',
  boxShadow: 2,
} as const;

/**
 * A game in a lobby: its thumbnail at a fixed 3:4 (width and height given, so nothing moves as it loads), its
 * name under it, the whole tile one link to the game's page. Pictures below the fold load as they near the screen.
 * A jackpot game and a popular one wear a badge over the picture, in the page's language.
 */
export function GameTile({ game, aboveFold = false }: Props) {
  const t = useMessages().gameTile;
  return (
    <Box
      component={RouterLink}
      to={gameHref(game)}
      sx={{
        position: 'relative',
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
      {/* After the name, so the link reads "Frost Fang Jackpot"; drawn over the picture's top corners. */}
      {game.categories?.includes('jackpot') && (
        <Box component="span" sx={{ ...badge, left: 8, bgcolor: '#ffc93c', color: '#3d2300' }}>
          {t.jackpot}
        </Box>
      )}
      {game.tags?.includes('popular') && (
        <Box component="span" sx={{ ...badge, right: 8, bgcolor: '#c8102e', color: '#fff', borderRadius: 4 }}>
          {t.hot}
        </Box>
      )}
    </Box>
  );
}
