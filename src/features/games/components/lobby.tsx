import { useMessages } from '../../../i18n';
import { gameListPath } from '../../../lib/catalogue';
import { listName, lobbyRails } from '../lists';
import type { ListedGame } from '../lists';
import { GameRail } from './game-rail';
import { StudioRow } from './studio-row';
import type { Studio } from './studio-row';

/** Tiles a row on a desktop: the lobby takes the page's width (src/app/screens/home-page.tsx). */
export const LOBBY_COLUMNS = 6;

/** Tiles of the first rail whose pictures load with the page: what a phone or a desktop shows first. */
const FIRST_PAINT_TILES = LOBBY_COLUMNS;

/**
 * The home page's games (SPEC §2): a rail per category with See all, jackpot games second, then the studios. Only the
 * first rail's first tiles load at once; every other picture loads as it nears the screen.
 */
export function Lobby({
  games,
  studios,
  studioLabel,
}: {
  games: readonly ListedGame[];
  studios: readonly Studio[];
  studioLabel: (studio: Studio) => string;
}) {
  const t = useMessages().games;
  return (
    <>
      {lobbyRails(games).map((rail, index) => (
        <GameRail
          key={rail.list}
          id={`rail-${rail.list}`}
          title={listName(t, rail.list)}
          games={rail.games}
          total={rail.total}
          to={gameListPath(rail.list)}
          eager={index === 0 ? FIRST_PAINT_TILES : 0}
          columns={LOBBY_COLUMNS}
        />
      ))}
      {studios.length > 0 && <StudioRow studios={studios} label={studioLabel} />}
    </>
  );
}
