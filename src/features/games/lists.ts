/** The game lists of SPEC §2 as the lobby and the list pages show them: names, and the lobby's rails. */

import type { ContentGame, GameEngine } from '../../../contract/content';
import type { TileGame } from '../../components/game-tile';
import type { Messages } from '../../i18n';
import { gamesInList } from '../../lib/catalogue';
import type { GameListSlug } from '../../lib/catalogue';

type GamesMessages = Messages['games'];

/** A game as lists show it: a tile, and the lists it is filed under. */
export type ListedGame = TileGame & Pick<ContentGame, 'categories'>;

/** Every list SPEC §2 routes, pre-rendered or filled later (recent, most popular). */
export type ListSlug = GameListSlug | 'recent' | 'most-popular';

const LIST_NAME: Record<ListSlug, keyof GamesMessages> = {
  all: 'all',
  slots: 'slots',
  'table-games': 'tableGames',
  bonus: 'bonus',
  jackpot: 'jackpot',
  oln: 'oln',
  op: 'op',
  aviator: 'aviator',
  recent: 'recent',
  'most-popular': 'mostPopular',
};

/** A list's name in the page's language ('Slots', 'Quick Games' …). */
export const listName = (t: GamesMessages, list: ListSlug): string => t[LIST_NAME[list]] as string;

const ENGINE_NAME: Record<GameEngine, keyof GamesMessages> = {
  slot: 'slot',
  classic: 'classicSlot',
  ways: 'waysSlot',
  tumble: 'tumbleSlot',
  'hold-and-win': 'holdAndWinSlot',
  crash: 'crash',
  wheel: 'wheel',
  'lucky-numbers': 'luckyNumbers',
  roulette: 'roulette',
  fafi: 'fafi',
};

/** What kind of game an engine plays ('Slot', 'Roulette' …), for the game page. */
export const engineName = (t: GamesMessages, engine: GameEngine): string => t[ENGINE_NAME[engine]] as string;

/** The lobby's rails, in order: the biggest list first (its first tiles are the page's first paint), jackpots next. */
export const LOBBY_RAILS: readonly GameListSlug[] = ['slots', 'jackpot', 'op', 'oln', 'table-games', 'bonus'];

/** Tiles a rail shows before its See all: two rows of the desktop lobby's six. */
export const RAIL_LENGTH = 12;

export interface Rail<T> {
  list: GameListSlug;
  games: T[];
  /** How many games the whole list has */
  total: number;
}

/** The lobby's rails with their first games; a list without games has no rail. */
export function lobbyRails<T extends Pick<ContentGame, 'categories'>>(games: readonly T[]): Rail<T>[] {
  return LOBBY_RAILS.map((list) => {
    const all = gamesInList(games, list);
    return { list, games: all.slice(0, RAIL_LENGTH), total: all.length };
  }).filter((rail) => rail.total > 0);
}
