import { styled } from '@mui/material/styles';
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

/**
 * A list of game tiles, styled once at the list: each tile is a few plain elements with classes, not a stack of
 * MUI components with their own styles. The lobby hydrates some fifty tiles on start-up, on a phone's CPU.
 * Lay the tiles out with `sx` on the list (grid, scrolling row).
 */
export const GameTileList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& .game-tile': {
    position: 'relative',
    display: 'block',
    minWidth: 48,
    minHeight: 48,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    borderRadius: 12,
    outlineOffset: 2,
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}` },
    '& img': { display: 'block', width: '100%', height: '100%', transition: 'transform 150ms ease-out' },
    '@media (hover: hover)': { '&:hover img': { transform: 'scale(1.04)' } },
  },
  '& .game-tile-art': {
    display: 'block',
    aspectRatio: `${THUMBNAIL_SIZE.width} / ${THUMBNAIL_SIZE.height}`,
    // A picture away from the screen is neither laid out nor painted: the artwork is SVG, which the browser lays out
    // and paints on the page's main thread, and a lobby row reaches far beyond the screen. The box keeps its size
    // (width from the list, height from the ratio), so nothing moves when it comes into view.
    contentVisibility: 'auto',
    borderRadius: 12,
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
    boxShadow: theme.shadows[2],
  },
  '& .game-tile-name': {
    ...theme.typography.body2,
    display: 'block',
    fontWeight: 600,
    padding: '8px 4px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .game-tile-badge': {
    position: 'absolute',
    top: 8,
    padding: '1px 8px',
    borderRadius: 4,
    fontSize: '0.75rem',
    fontWeight: 800,
    lineHeight: 1.5,
    letterSpacing: 0.3,
    textTransform: 'uppercase',
    boxShadow: theme.shadows[2],
  },
  '& .game-tile-badge.jackpot': { left: 8, backgroundColor: '#ffc93c', color: '#3d2300' },
  '& .game-tile-badge.hot': { right: 8, backgroundColor: '#c8102e', color: '#fff', borderRadius: 16 },
}));

/**
 * A game in a lobby (inside a GameTileList): its thumbnail at a fixed 3:4 (width and height given, so nothing moves
 * as it loads), its name under it, the whole tile one link to the game's page. Pictures below the fold load as they
 * near the screen. A jackpot game and a popular one wear a badge over the picture, in the page's language.
 */
export function GameTile({ game, aboveFold = false }: Props) {
  const t = useMessages().gameTile;
  return (
    <RouterLink className="game-tile" to={gameHref(game)}>
      <span className="game-tile-art">
        {/* The name is the link's text below: the picture adds nothing for a screen reader. */}
        <img
          src={game.thumbnail}
          alt=""
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          loading={aboveFold ? 'eager' : 'lazy'}
          decoding={aboveFold ? undefined : 'async'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
        />
      </span>
      <span className="game-tile-name">{game.name}</span>
      {/* After the name, so the link reads "Frost Fang Jackpot"; drawn over the picture's top corners. */}
      {game.categories?.includes('jackpot') && <span className="game-tile-badge jackpot">{t.jackpot}</span>}
      {game.tags?.includes('popular') && <span className="game-tile-badge hot">{t.hot}</span>}
    </RouterLink>
  );
}
