import type { JackpotLifecycleUpdatedPayload } from '../../../contract/socket';
import { loggedOut } from '../../lib/session';
import {
  initialPromotionsState,
  jackpotLifecycleUpdated,
  jackpotsJoined,
  jackpotWonByThisPlayer,
  myJackpotWinClosed,
  promotionsSlice,
  selectMyJackpotWin,
  recentJackpotWinsReceived,
  selectJackpotPots,
  selectJackpotSectionVisible,
  selectRecentJackpotWins,
} from './slice';
import type { PromotionsState } from './slice';

const reduce = (events: JackpotLifecycleUpdatedPayload[], from: PromotionsState = initialPromotionsState) =>
  events.reduce((state, event) => promotionsSlice.reducer(state, jackpotLifecycleUpdated(event)), from);

const visible = (state: PromotionsState) => selectJackpotSectionVisible({ promotions: state });

describe('jackpot lifecycle (SPEC §4)', () => {
  it('init replaces the entry of the same slug and keeps the others', () => {
    const state = reduce([
      { slug: 'grand', action: 'init', games: ['a'], win_lifecycle: { slug: 'grand', balance: 100 } },
      { slug: 'minor', action: 'init', games: ['b'], win_lifecycle: { slug: 'minor', balance: 5 } },
      { slug: 'grand', action: 'init', games: ['c'], win_lifecycle: { slug: 'grand', balance: 200 } },
    ]);
    expect(state.jackpotLifecycles.map((entry) => [entry.slug, entry.games, entry.win_lifecycle.balance])).toEqual([
      ['minor', ['b'], 5],
      ['grand', ['c'], 200],
    ]);
  });

  it('update merges into the entry, keeping what the event does not carry', () => {
    const state = reduce([
      {
        slug: 'major',
        action: 'init',
        games: ['a'],
        win_lifecycle: { slug: 'major', balance: 100, winner_name: null },
      },
      { slug: 'major', action: 'update', win_lifecycle: { slug: 'major', balance: 150 } },
    ]);
    expect(state.jackpotLifecycles).toEqual([
      {
        slug: 'major',
        games: ['a'],
        action: 'update',
        win_lifecycle: { slug: 'major', balance: 150, winner_name: null },
        notifications: [],
      },
    ]);
  });

  it('won records a notification only when is_won, and sets the winner name', () => {
    const state = reduce([
      { slug: 'grand', action: 'init', win_lifecycle: { slug: 'grand', balance: 100 } },
      { slug: 'grand', action: 'won', win_lifecycle: { slug: 'grand', balance: 100, is_won: false } },
      {
        slug: 'grand',
        action: 'won',
        win_lifecycle: { slug: 'grand', balance: 900, is_won: true, winner_name: 'Sipho' },
      },
    ]);
    const [entry] = state.jackpotLifecycles;
    expect(entry?.win_lifecycle.winner_name).toBe('Sipho');
    expect(entry?.notifications).toEqual([{ slug: 'grand', winnerName: 'Sipho', balance: 900 }]);
  });

  it('error and stopped remove the entry', () => {
    const state = reduce([
      { slug: 'grand', action: 'init', win_lifecycle: { slug: 'grand', balance: 1 } },
      { slug: 'major', action: 'init', win_lifecycle: { slug: 'major', balance: 1 } },
      { slug: 'minor', action: 'init', win_lifecycle: { slug: 'minor', balance: 1 } },
      { slug: 'grand', action: 'error', win_lifecycle: { slug: 'grand', balance: 1 } },
      { slug: 'minor', action: 'stopped', win_lifecycle: { slug: 'minor', balance: 1 } },
    ]);
    expect(state.jackpotLifecycles.map((entry) => entry.slug)).toEqual(['major']);
  });

  it('the jackpot section shows when jackpots are enabled or any lifecycle exists', () => {
    expect(visible(initialPromotionsState)).toBe(false);
    const disabled = promotionsSlice.reducer(initialPromotionsState, jackpotsJoined({ enabled: false, jackpots: [] }));
    expect(visible(disabled)).toBe(false);
    expect(visible(promotionsSlice.reducer(disabled, jackpotsJoined({ enabled: true, jackpots: [] })))).toBe(true);
    expect(
      visible(reduce([{ slug: 'grand', action: 'init', win_lifecycle: { slug: 'grand', balance: 1 } }], disabled)),
    ).toBe(true);
  });

  it('logging out forgets every lifecycle', () => {
    const state = reduce([{ slug: 'grand', action: 'init', win_lifecycle: { slug: 'grand', balance: 1 } }]);
    expect(promotionsSlice.reducer(state, loggedOut()).jackpotLifecycles).toEqual([]);
  });
});

describe('the jackpot page’s pots and recent wins', () => {
  const joinedState = promotionsSlice.reducer(
    initialPromotionsState,
    jackpotsJoined({
      enabled: true,
      jackpots: [
        { slug: 'grand', action: 'init', games: ['g'], win_lifecycle: { slug: 'grand', balance: 5_000_00 } },
        { slug: 'major', action: 'init', games: ['g'], win_lifecycle: { slug: 'major', balance: 1_000_00 } },
        { slug: 'minor', action: 'init', games: ['g'], win_lifecycle: { slug: 'minor', balance: 100_00 } },
      ],
    }),
  );
  const pots = (state: PromotionsState) => selectJackpotPots({ promotions: state });

  it('has no pots before the join, then the join’s pots biggest first', () => {
    expect(pots(initialPromotionsState)).toBeNull();
    expect(pots(joinedState)).toEqual([
      { slug: 'grand', balance: 5_000_00 },
      { slug: 'major', balance: 1_000_00 },
      { slug: 'minor', balance: 100_00 },
    ]);
  });

  it('lays each lifecycle event over the joined pot, in the join’s order', () => {
    const state = reduce(
      [
        { slug: 'minor', action: 'update', win_lifecycle: { slug: 'minor', balance: 120_00 } },
        {
          slug: 'minor',
          action: 'won',
          win_lifecycle: { slug: 'minor', balance: 120_00, is_won: true, winner_name: 'Thandi M.' },
        },
        { slug: 'minor', action: 'init', win_lifecycle: { slug: 'minor', balance: 100_00 } },
        { slug: 'grand', action: 'update', win_lifecycle: { slug: 'grand', balance: 5_001_00 } },
      ],
      joinedState,
    );
    expect(pots(state)?.map((pot) => [pot.slug, pot.balance])).toEqual([
      ['grand', 5_001_00],
      ['major', 1_000_00],
      ['minor', 100_00],
    ]);
  });

  it('a pot stopped or in error after the join leaves the page until an init brings it back', () => {
    const stopped = reduce(
      [
        { slug: 'major', action: 'stopped', win_lifecycle: { slug: 'major', balance: 1_000_00 } },
        { slug: 'minor', action: 'error', win_lifecycle: { slug: 'minor', balance: 100_00 } },
      ],
      joinedState,
    );
    expect(pots(stopped)?.map((pot) => pot.slug)).toEqual(['grand']);
    const back = reduce(
      [{ slug: 'major', action: 'init', win_lifecycle: { slug: 'major', balance: 1_000_00 } }],
      stopped,
    );
    expect(pots(back)?.map((pot) => pot.slug)).toEqual(['grand', 'major']);
  });

  it('with every pot stopped the site runs no jackpots, until the operator starts one', () => {
    const stopped = reduce(
      ['grand', 'major', 'minor'].map((slug) => ({
        slug,
        action: 'stopped' as const,
        win_lifecycle: { slug, balance: 1 },
      })),
      joinedState,
    );
    expect(visible(stopped)).toBe(false);
    const started = reduce(
      [{ slug: 'mega', action: 'init', games: ['g'], win_lifecycle: { slug: 'mega', balance: 9 } }],
      stopped,
    );
    expect(visible(started)).toBe(true);
    expect(pots(started)).toEqual([{ slug: 'mega', balance: 9 }]);
  });

  it('keeps the recent wins as answered, and forgets them on sign-out', () => {
    const win = {
      slug: 'minor',
      amount: 120_00,
      winner_name: 'Thandi M.',
      game_slug: 'gold',
      won_at: '2026-01-01T00:00:00Z',
    };
    const state = promotionsSlice.reducer(joinedState, recentJackpotWinsReceived([win]));
    expect(selectRecentJackpotWins({ promotions: state })).toEqual([win]);
    expect(selectRecentJackpotWins({ promotions: promotionsSlice.reducer(state, loggedOut()) })).toBeNull();
  });
});

describe("this player's own jackpot win", () => {
  const mine = (state: PromotionsState) => selectMyJackpotWin({ promotions: state });
  const won: JackpotLifecycleUpdatedPayload = {
    slug: 'grand',
    action: 'won',
    win_lifecycle: { slug: 'grand', balance: 1_500_000, is_won: true, winner_name: 'Thandi M.' },
  };

  it('is set by a won pot heard on the unit channel and cleared when the player closes it or signs out', () => {
    const state = promotionsSlice.reducer(initialPromotionsState, jackpotWonByThisPlayer(won));
    expect(mine(state)).toEqual({ slug: 'grand', amount: 1_500_000 });
    expect(mine(promotionsSlice.reducer(state, myJackpotWinClosed()))).toBeNull();
    expect(mine(promotionsSlice.reducer(state, loggedOut()))).toBeNull();
  });

  it('is not set by the broadcast naming a winner, nor by a pot that was not paid out', () => {
    expect(mine(reduce([won]))).toBeNull();
    const update = { ...won, action: 'update' as const, win_lifecycle: { slug: 'grand', balance: 9 } };
    expect(mine(promotionsSlice.reducer(initialPromotionsState, jackpotWonByThisPlayer(update)))).toBeNull();
  });
});
