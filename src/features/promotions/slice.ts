/**
 * Promotions and jackpots as their channels report them: the promotions join (the Promo badge's count), the
 * campaign-bonus events, the jackpots join kept whole, and each jackpot's lifecycle (SPEC §3, §4); the happy hour's
 * state under `happyHour` (happy-hour.ts).
 */

import { createAction, createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  CampaignBonusActivatedPayload,
  CampaignBonusCompletedPayload,
  JackpotAction,
  JackpotLifecycleUpdatedPayload,
  JackpotWinLifecycle,
  JackpotsJoinReply,
  PromotionsJoinReply,
  RecentJackpotWin,
} from '../../../contract/socket';
import { loggedOut } from '../../lib/session';
import { happyHourReducer, initialHappyHourState, isHappyHourAction, type HappyHourState } from './happy-hour';

/** A win the jackpots topic announced: whose, of which jackpot, how much (minor units). */
export interface JackpotWonNotification {
  slug: string;
  winnerName: string;
  balance: number;
}

/** One jackpot's lifecycle entry (SPEC §3). */
export interface JackpotLifecycle {
  slug: string;
  games: string[];
  action: JackpotAction;
  win_lifecycle: JackpotWinLifecycle;
  notifications: JackpotWonNotification[];
}

export interface PromotionsState {
  availableBonusCampaignsCount: number;
  hasJustStartedCampaignBonus: boolean;
  promotions: PromotionsJoinReply['promotions'];
  /** Server time at join, seconds */
  serverNow: number | null;
  /** The jackpots channel's join payload (SPEC §3), less the pots stopped since */
  jackpots: JackpotsJoinReply | null;
  jackpotLifecycles: JackpotLifecycle[];
  /** get_recently_won_jackpots' answer, newest first; null until it arrives */
  recentJackpotWins: RecentJackpotWin[] | null;
  /** A pot this player won, heard on its own unit channel, until the celebration is closed */
  myJackpotWin: MyJackpotWin | null;
  happyHour: HappyHourState;
}

/** A pot won by this player: which (grand, major, minor…) and how much (minor units). */
export interface MyJackpotWin {
  slug: string;
  amount: number;
}

export const initialPromotionsState: PromotionsState = {
  availableBonusCampaignsCount: 0,
  hasJustStartedCampaignBonus: false,
  promotions: [],
  serverNow: null,
  jackpots: null,
  jackpotLifecycles: [],
  recentJackpotWins: null,
  myJackpotWin: null,
  happyHour: initialHappyHourState,
};

/** The jackpots channel answered its join. */
export const jackpotsJoined = createAction<JackpotsJoinReply>('jackpots/joined');
/** jackpot_lifecycle_updated on the jackpots channel. */
export const jackpotLifecycleUpdated = createAction<JackpotLifecycleUpdatedPayload>('jackpots/lifecycleUpdated');

/**
 * jackpot_lifecycle_updated on the unit channel: the server tells only the winner's unit of its win there (the
 * jackpots channel's broadcast names the winner, which a site cannot match to its player).
 */
export const jackpotWonByThisPlayer = createAction<JackpotLifecycleUpdatedPayload>('jackpots/wonByThisPlayer');
/** The player closed the celebration of their win. */
export const myJackpotWinClosed = createAction('jackpots/myWinClosed');

/** get_recently_won_jackpots answered on the jackpots channel. */
export const recentJackpotWinsReceived = createAction<RecentJackpotWin[]>('jackpots/recentlyWonReceived');

/** A pot as the jackpot page shows it: its slug and its amount (minor units). */
export interface JackpotPot {
  slug: string;
  balance: number;
}

const winnerOf = (lifecycle: JackpotWinLifecycle) => lifecycle.winner_name ?? '';

/** SPEC §4: init replaces, update merges, won records the win, error and stopped remove. */
function applyLifecycle(lifecycles: JackpotLifecycle[], event: JackpotLifecycleUpdatedPayload): JackpotLifecycle[] {
  const slug = event.slug;
  const current = lifecycles.find((entry) => entry.slug === slug);
  const others = lifecycles.filter((entry) => entry.slug !== slug);
  switch (event.action) {
    case 'init':
      return [
        ...others,
        { slug, games: event.games ?? [], action: 'init', win_lifecycle: event.win_lifecycle, notifications: [] },
      ];
    case 'update':
    case 'won': {
      const merged: JackpotLifecycle = {
        slug,
        games: event.games ?? current?.games ?? [],
        action: event.action,
        win_lifecycle: { ...current?.win_lifecycle, ...event.win_lifecycle },
        notifications: current?.notifications ?? [],
      };
      if (event.action === 'won' && event.win_lifecycle.is_won) {
        const notification = { slug, winnerName: winnerOf(event.win_lifecycle), balance: event.win_lifecycle.balance };
        merged.notifications = [...merged.notifications, notification];
      }
      return current ? lifecycles.map((entry) => (entry === current ? merged : entry)) : [...lifecycles, merged];
    }
    case 'error':
    case 'stopped':
      return others;
    default:
      return lifecycles;
  }
}

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    /** The promotions channel answered its join. */
    joined(state, action: PayloadAction<PromotionsJoinReply>) {
      const payload = action.payload;
      state.availableBonusCampaignsCount = payload.available_bonus_campaigns_count ?? 0;
      state.hasJustStartedCampaignBonus = payload.has_just_started_campaign_bonus ?? false;
      state.promotions = payload.promotions ?? [];
      state.serverNow = payload.now ?? null;
    },
    /** campaign_bonus_activated: a campaign bonus has just started. */
    campaignBonusActivated(state, _action: PayloadAction<CampaignBonusActivatedPayload>) {
      state.hasJustStartedCampaignBonus = true;
    },
    /** campaign_bonus_available_count_change: the Promo badge's count. */
    availableBonusCampaignsCountChanged(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload)) state.availableBonusCampaignsCount = Math.max(0, action.payload);
    },
    /** campaign_bonus_completed: the bonus was wagered through (the toast says so; no state changes). */
    campaignBonusCompleted(_state, _action: PayloadAction<CampaignBonusCompletedPayload>) {},
  },
  extraReducers: (builder) => {
    builder
      .addCase(jackpotsJoined, (state, action) => {
        state.jackpots = action.payload;
      })
      .addCase(jackpotLifecycleUpdated, (state, action) => {
        state.jackpotLifecycles = applyLifecycle(state.jackpotLifecycles, action.payload);
        // A pot that stopped after the join is gone from the join's list too, or its old figure would show; with the
        // last one gone the site runs no jackpots, as a join would now answer.
        const { action: event, slug } = action.payload;
        if ((event === 'stopped' || event === 'error') && state.jackpots) {
          state.jackpots.jackpots = state.jackpots.jackpots.filter((entry) => entry.slug !== slug);
          if (state.jackpots.jackpots.length === 0) state.jackpots.enabled = false;
        }
      })
      .addCase(recentJackpotWinsReceived, (state, action) => {
        state.recentJackpotWins = action.payload;
      })
      .addCase(jackpotWonByThisPlayer, (state, action) => {
        // Only a pot paid out is a win; anything else on the unit channel's jackpot event celebrates nothing.
        const { action: event, slug, win_lifecycle: win } = action.payload;
        if (event === 'won' && win.is_won === true) state.myJackpotWin = { slug, amount: win.balance };
      })
      .addCase(myJackpotWinClosed, (state) => {
        state.myJackpotWin = null;
      })
      .addCase(loggedOut, () => initialPromotionsState)
      .addMatcher(isHappyHourAction, (state, action) => {
        state.happyHour = happyHourReducer(state.happyHour, action);
      });
  },
  selectors: {
    selectAvailableBonusCampaignsCount: (state) => state.availableBonusCampaignsCount,
    selectJackpots: (state) => state.jackpots,
    selectJackpotLifecycles: (state) => state.jackpotLifecycles,
    /** SPEC §4: the jackpot section shows when jackpots are enabled or any lifecycle exists. */
    selectJackpotSectionVisible: (state) => Boolean(state.jackpots?.enabled) || state.jackpotLifecycles.length > 0,
    selectRecentJackpotWins: (state) => state.recentJackpotWins,
    /** The pot this player has just won, for the game page to celebrate; null when none or closed. */
    selectMyJackpotWin: (state) => state.myJackpotWin,
  },
});

export const {
  joined: promotionsJoined,
  campaignBonusActivated,
  availableBonusCampaignsCountChanged,
  campaignBonusCompleted,
} = promotionsSlice.actions;
export const {
  selectAvailableBonusCampaignsCount,
  selectJackpots,
  selectJackpotLifecycles,
  selectJackpotSectionVisible,
  selectRecentJackpotWins,
  selectMyJackpotWin,
} = promotionsSlice.selectors;

/**
 * Every pot now, null until the jackpots channel joins: the join's pots in its order (biggest first), each overlaid
 * by its latest lifecycle event; a pot known only from events comes last.
 */
export const selectJackpotPots = createSelector(
  [selectJackpots, selectJackpotLifecycles],
  (joined, lifecycles): JackpotPot[] | null => {
    if (!joined) return lifecycles.length > 0 ? lifecycles.map(potOf) : null;
    const latest = new Map(lifecycles.map((entry) => [entry.slug, entry]));
    const pots = joined.jackpots.map((entry) => potOf(latest.get(entry.slug) ?? entry));
    const known = new Set(pots.map((pot) => pot.slug));
    return [...pots, ...lifecycles.filter((entry) => !known.has(entry.slug)).map(potOf)];
  },
);

function potOf(entry: { slug: string; win_lifecycle: JackpotWinLifecycle }): JackpotPot {
  return { slug: entry.slug, balance: entry.win_lifecycle.balance };
}
