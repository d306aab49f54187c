import gameFile from '../../../content/games.json';
import type { ContentGame } from '../../../contract/content';
import { en } from '../../i18n/en';
import { CATALOGUE_LISTS, gamesInList } from '../../lib/catalogue';
import { LOBBY_RAILS, RAIL_LENGTH, listName, lobbyRails } from './lists';

const catalogue = gameFile as ContentGame[];

describe('game lists', () => {
  it('fills every lobby rail from the demo catalogue, at most eight games each, with the whole list’s count', () => {
    const rails = lobbyRails(catalogue);
    expect(rails.map((rail) => rail.list)).toEqual(LOBBY_RAILS);
    for (const rail of rails) {
      expect(rail.games.length).toBeGreaterThan(0);
      expect(rail.games.length).toBeLessThanOrEqual(RAIL_LENGTH);
      expect(rail.total).toBe(gamesInList(catalogue, rail.list).length);
    }
  });

  it('lists every game under all, and each game under each of its categories', () => {
    expect(gamesInList(catalogue, 'all')).toHaveLength(catalogue.length);
    const slots = gamesInList(catalogue, 'slots').map((game) => game.slug);
    expect(slots).toContain('frost-fang');
    expect(slots).not.toContain('velvet-roulette');
  });

  it('names every list, the nav’s four as the sidebar does', () => {
    for (const list of CATALOGUE_LISTS) expect(listName(en.games, list)).toBeTruthy();
    expect(['slots', 'table-games', 'op', 'oln'].map((list) => listName(en.games, list as never))).toEqual([
      en.layout.slots,
      en.layout.tableGames,
      en.layout.quickGames,
      en.layout.luckyNumbers,
    ]);
  });
});
