import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GameTile, GameTileList } from '../../../components/game-tile';
import type { TileGame } from '../../../components/game-tile';
import { RouterLink } from '../../../components/link';
import { snapRowSx } from '../../../components/snap-row';
import { useMessages } from '../../../i18n';

interface Props {
  id: string;
  title: string;
  games: readonly TileGame[];
  /** How many games the whole list has, said on its See all link */
  total: number;
  /** The whole list's page */
  to: string;
  /** Tiles whose pictures load at once (the lobby's first rail); the rest load as they near the screen */
  eager?: number;
  /** Tiles a row from md: four in SPEC's column, six where the page is wide (the lobby) */
  columns?: number;
}

/**
 * One lobby rail: a heading with See all to the list's page, then the first games. On a phone a row that scrolls
 * sideways and snaps to each tile (a part of the third tile shows, so the row reads as one that scrolls); from
 * 900 px a grid of `columns`.
 */
export function GameRail({ id, title, games, total, to, eager = 0, columns = 4 }: Props) {
  const t = useMessages().games;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box
          component={RouterLink}
          to={to}
          aria-label={t.seeAllOf(title)}
          sx={{
            flexShrink: 0,
            // The text lines up with the rail's right edge; the padding is tap room.
            mr: -2,
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 48,
            px: 2,
            borderRadius: 6,
            color: 'primary.main',
            fontWeight: 700,
            fontSize: '0.875rem',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          {t.seeAll} ({total})
        </Box>
      </Box>
      <GameTileList
        aria-labelledby={id}
        sx={snapRowSx({ xs: 'calc((100% - 24px) / 2.4)', xsl: 'calc((100% - 36px) / 3.4)' }, columns)}
      >
        {games.map((game, index) => (
          <li key={game.slug}>
            <GameTile game={game} aboveFold={index < eager} />
          </li>
        ))}
      </GameTileList>
    </Box>
  );
}
