import { GameTile, GameTileList } from '../../../components/game-tile';
import type { TileGame } from '../../../components/game-tile';

/** Tiles on a list page's first screen at a phone's two columns: their pictures load at once. */
export const EAGER_TILES = 4;

/**
 * Games as a grid of tiles: two columns on a phone, three from 460 px, four from 900 px (the main column's 560 px).
 * Each tile keeps its 3:4 box, so the grid never moves as pictures arrive.
 */
export function GameGrid({ games, label, eager = 0 }: { games: readonly TileGame[]; label: string; eager?: number }) {
  return (
    <GameTileList
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          xsl: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        gap: 3,
      }}
    >
      {games.map((game, index) => (
        <li key={game.slug}>
          <GameTile game={game} aboveFold={index < eager} />
        </li>
      ))}
    </GameTileList>
  );
}
