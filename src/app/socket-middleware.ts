/**
 * The realtime socket lives here, never in state (SPEC §4 real-time connection, §7 socket).
 * Channels open only while there is a session: an access token and a unit token. When the unit
 * token changes, every channel is left and the socket dropped, then reopened with the new token.
 * Channel events become actions named after the event.
 */

import type { Middleware } from '@reduxjs/toolkit';
import { JackpotActions, JackpotPushes, SocketEvents, SocketTimings, Topics } from '../../contract/socket';
import type {
  CampaignBonusActivatedPayload,
  CampaignBonusAvailableCountChangePayload,
  CampaignBonusCompletedPayload,
  JackpotAction,
  JackpotLifecycleUpdatedPayload,
  JackpotsJoinReply,
  PromotionsJoinReply,
  RecentJackpotWin,
  UnitJoinReply,
  UnitUpdatedPayload,
} from '../../contract/socket';
import type { CampaignBonusStateUpdatedPayload } from '../../contract/campaigns';
import type { FinAccount, Unit, User } from '../../contract/entities';
import type { UserUpdatedPayload } from '../../contract/verification';
import { userLoaded } from '../features/auth/slice';
import { rgRealityCheckDue, rgSessionUpdated, rgUpdated } from '../features/rg/events';
import { RgSocketEvents } from '../../contract/rg';
import type { RgAnswer, RgSessionPayload } from '../../contract/rg';
import { campaignBonusStateUpdated } from '../features/promotions/campaign-bonus';
import {
  availableBonusCampaignsCountChanged,
  campaignBonusActivated,
  campaignBonusCompleted,
  jackpotLifecycleUpdated,
  jackpotWonByThisPlayer,
  jackpotsJoined,
  promotionsJoined,
  recentJackpotWinsReceived,
} from '../features/promotions/slice';
import {
  activeCampaignBonusBalanceUpdated,
  balanceUpdated,
  playBalanceUpdated,
  channelJoining,
  joined,
  joinFailed,
  updated,
} from '../features/unit/slice';
import { hhBonusAcquireFailed, hhBonusAcquireRequested } from '../features/promotions/happy-hour';
import { en } from '../i18n/en';
import { unitTokenRefused } from '../lib/session';
import { wireHappyHour, type HappyHourChannel } from './happy-hour-socket';
import { siteConfig, socketUrl } from '../lib/site-config';
import { socketBackoff } from '../lib/socket-backoff';

/** The part of the phoenix client this middleware uses (tests give a fake). */
export interface PushLike {
  receive(status: string, callback: (response?: unknown) => void): PushLike;
}
export interface ChannelLike {
  join(timeout?: number): PushLike;
  leave(timeout?: number): PushLike;
  on(event: string, callback: (payload?: unknown) => void): number;
  push(event: string, payload: object, timeout?: number): PushLike;
}
export interface SocketLike {
  connect(): void;
  onOpen(callback: () => void): unknown;
  onError(callback: (error?: unknown) => void): unknown;
  disconnect(callback?: () => void, code?: number, reason?: string): void;
  channel(topic: string, params?: object): ChannelLike;
}
export type SocketFactory = (token: string) => Promise<SocketLike>;

export { GOING_AWAY_SPREAD_MS, reconnectAfterMs, rejoinAfterMs, socketBackoff } from '../lib/socket-backoff';

/** The real socket: the phoenix client, loaded on first use so that it stays out of first-load JS. */
export const phoenixSocketFactory: SocketFactory = async (token) => {
  const { Socket } = await import('phoenix');
  const backoff = socketBackoff();
  const socket = new Socket(socketUrl(siteConfig, window.location), {
    params: { token },
    heartbeatIntervalMs: SocketTimings.heartbeatMs,
    timeout: SocketTimings.defaultTimeoutMs,
    longpollerTimeout: SocketTimings.longPollTimeoutMs,
    longPollFallbackMs: SocketTimings.longPollFallbackMs,
    rejoinAfterMs: backoff.rejoinAfterMs,
    reconnectAfterMs: backoff.reconnectAfterMs,
  });
  socket.onError(() => console.warn('Socket error. Attempting to reconnect...'));
  socket.onClose((event: { code?: number } | undefined) => {
    backoff.noteClose(event?.code);
    console.info('Socket closed.');
  });
  return socket;
};

interface SessionKeyState {
  auth: { tokens: { access: { token: string } } | null };
  unit: { token: string | null; isAnonymous?: boolean };
}

const isMinorAmount = (value: unknown): value is number => Number.isInteger(value);

/**
 * An entry the jackpot rules can apply, named by its `slug` (SPEC §3; our server sends it, and the same slug in
 * `win_lifecycle`, which names it where a provider leaves `slug` out); null for anything else (a newer server's
 * action, a broken payload), which is ignored.
 */
function jackpotEntry(payload: unknown): JackpotLifecycleUpdatedPayload | null {
  const event = payload as Partial<JackpotLifecycleUpdatedPayload> | undefined;
  const slug = typeof event?.slug === 'string' ? event.slug : event?.win_lifecycle?.slug;
  const usable =
    JackpotActions.includes(event?.action as JackpotAction) &&
    typeof slug === 'string' &&
    isMinorAmount(event?.win_lifecycle?.balance);
  return usable ? ({ ...event, slug } as JackpotLifecycleUpdatedPayload) : null;
}

/**
 * Failed connection attempts since a socket last opened after which the unit token is suspected (a browser cannot see
 * that the server refused it): 3, then 6, 12, 24… so that a network that is just down costs few token requests.
 */
export const isTimeToSuspectToken = (failures: number) =>
  failures >= 3 && failures % 3 === 0 && Number.isInteger(Math.log2(failures / 3));

/** The token channels open with, or null when there is no session (an anonymous unit opens none). */
const socketToken = (state: SessionKeyState) =>
  state.auth.tokens && !state.unit.isAnonymous ? state.unit.token : null;

export function createSocketMiddleware(createSocket: SocketFactory | null): Middleware {
  return (api) => {
    let currentToken: string | null = null;
    let socket: SocketLike | null = null;
    let channels: ChannelLike[] = [];
    let happyHour: HappyHourChannel | null = null;
    /** Bumped on every change so that a socket still loading for an old token is dropped. */
    let generation = 0;
    /** Failed attempts since any socket last opened, kept across tokens so a fresh token that fails too waits. */
    let failuresSinceOpen = 0;

    const close = () => {
      for (const channel of channels) channel.leave();
      channels = [];
      happyHour = null;
      socket?.disconnect();
      socket = null;
    };

    /** SPEC §8: the log names the channel; the player reads the catalogue's words (pages add Reload). */
    const unitJoinFailed = (logged: string, shown: string) => {
      console.warn(logged);
      api.dispatch(joinFailed(shown));
    };

    const join = (open: SocketLike, topic: string) => {
      const channel = open.channel(topic, {});
      channels.push(channel);
      return channel;
    };

    const open = async (token: string, forGeneration: number, factory: SocketFactory) => {
      const created = await factory(token);
      if (forGeneration !== generation) return;
      socket = created;
      created.onOpen(() => {
        failuresSinceOpen = 0;
      });
      // An expired or revoked token is refused at connect, which the client sees only as failures: the session
      // then asks for a fresh token (src/app/session.ts).
      created.onError(() => {
        if (forGeneration !== generation) return;
        failuresSinceOpen += 1;
        if (isTimeToSuspectToken(failuresSinceOpen)) api.dispatch(unitTokenRefused(token));
      });
      created.connect();

      api.dispatch(channelJoining());
      const unit = join(created, Topics.unit);
      unit.on(SocketEvents.unitUpdated, (payload) => {
        const event = payload as UnitUpdatedPayload;
        if (event.action === 'balance_updated') {
          const changed = event.unit as { fin_account: FinAccount; play_balance?: number | null };
          api.dispatch(balanceUpdated(changed.fin_account));
          // Ours: after play, the play balance beside the money (contract/play-money.ts); absent, it is unchanged.
          if (typeof changed.play_balance === 'number') api.dispatch(playBalanceUpdated(changed.play_balance));
        } else if (event.action === 'active_campaign_bonus_balance_updated') {
          const { active_campaign_bonus_balance } = event.unit as { active_campaign_bonus_balance: number };
          api.dispatch(activeCampaignBonusBalanceUpdated(active_campaign_bonus_balance));
        } else {
          api.dispatch(updated(event.unit as Unit));
        }
      });
      // A verification approved raises the player's level (contract/verification.ts).
      unit.on(SocketEvents.userUpdated, (payload) => {
        const user = (payload as Partial<UserUpdatedPayload> | undefined)?.user;
        if (user && typeof user.id === 'number') api.dispatch(userLoaded(user as User));
      });
      // A pot this player won: the server repeats its `won` on the winner's unit channel only.
      unit.on(SocketEvents.jackpotLifecycleUpdated, (payload) => {
        const entry = jackpotEntry(payload);
        if (entry) api.dispatch(jackpotWonByThisPlayer(entry));
      });
      // Responsible gambling (contract/rg.ts): the state, the session's figures and a reality check that is due.
      unit.on(RgSocketEvents.updated, (payload) => {
        const rg = (payload as Partial<RgAnswer> | undefined)?.rg;
        if (rg && Array.isArray(rg.limits)) api.dispatch(rgUpdated(rg));
      });
      const figures = (payload: unknown) => {
        const session = (payload as Partial<RgSessionPayload> | undefined)?.session;
        return isMinorAmount(session?.elapsed_ms) && isMinorAmount(session?.net_position)
          ? { elapsed_ms: session.elapsed_ms, net_position: session.net_position }
          : null;
      };
      unit.on(RgSocketEvents.session, (payload) => {
        const session = figures(payload);
        if (session) api.dispatch(rgSessionUpdated(session));
      });
      unit.on(RgSocketEvents.realityCheck, (payload) => {
        const session = figures(payload);
        if (session) api.dispatch(rgRealityCheckDue(session));
      });
      unit
        .join(SocketTimings.pushTimeoutMs)
        .receive('ok', (reply) => api.dispatch(joined((reply as UnitJoinReply).unit)))
        .receive('error', () => unitJoinFailed(`unable to join channel ${Topics.unit}`, en.errors.joinChannel))
        .receive('timeout', () => unitJoinFailed(`networking issue ${Topics.unit}`, en.errors.joinTimeout));

      const promotions = join(created, Topics.promotions);
      promotions.on(SocketEvents.campaignBonusActivated, (payload) =>
        api.dispatch(campaignBonusActivated(payload as CampaignBonusActivatedPayload)),
      );
      promotions.on(SocketEvents.campaignBonusAvailableCountChange, (payload) => {
        const { available_bonus_campaigns_count } = payload as CampaignBonusAvailableCountChangePayload;
        api.dispatch(availableBonusCampaignsCountChanged(available_bonus_campaigns_count));
      });
      promotions.on(SocketEvents.campaignBonusCompleted, (payload) => {
        if (isMinorAmount((payload as Partial<CampaignBonusCompletedPayload> | undefined)?.won_amount))
          api.dispatch(campaignBonusCompleted(payload as CampaignBonusCompletedPayload));
      });
      const happyHourChannel = wireHappyHour(promotions, api.dispatch);
      happyHour = happyHourChannel;
      promotions.on(SocketEvents.campaignBonusStateUpdated, (payload) => {
        const state = (payload as Partial<CampaignBonusStateUpdatedPayload> | undefined)?.bonus_state;
        if (state && isMinorAmount(state.left_to_wager)) api.dispatch(campaignBonusStateUpdated(state));
      });
      promotions
        .join(SocketTimings.pushTimeoutMs)
        .receive('ok', (reply) => {
          api.dispatch(promotionsJoined(reply as PromotionsJoinReply));
          happyHourChannel.joined(reply as PromotionsJoinReply);
        })
        .receive('error', () => console.warn(`unable to join channel ${Topics.promotions}`));

      const jackpots = join(created, Topics.jackpots);
      const askRecentWins = () =>
        jackpots.push(JackpotPushes.recentlyWon, {}, SocketTimings.pushTimeoutMs).receive('ok', (reply) => {
          const wins = (reply as { jackpots?: unknown } | undefined)?.jackpots;
          if (Array.isArray(wins)) api.dispatch(recentJackpotWinsReceived(wins as RecentJackpotWin[]));
        });
      jackpots.on(SocketEvents.jackpotLifecycleUpdated, (payload) => {
        const entry = jackpotEntry(payload);
        if (!entry) return;
        api.dispatch(jackpotLifecycleUpdated(entry));
        // A win is the recent winners' news: ask again rather than guess the row (game, time) from the event.
        if (entry.action === 'won') askRecentWins();
      });
      jackpots
        .join(SocketTimings.pushTimeoutMs)
        .receive('ok', (reply) => {
          // SPEC §3: stored wholesale, each entry named by its slug as events name it.
          const joined = reply as JackpotsJoinReply;
          const named = (entry: JackpotLifecycleUpdatedPayload) => ({
            ...entry,
            slug: entry.slug ?? entry.win_lifecycle?.slug,
          });
          api.dispatch(
            jackpotsJoined(
              Array.isArray(joined.jackpots) ? { ...joined, jackpots: joined.jackpots.map(named) } : joined,
            ),
          );
          askRecentWins();
        })
        .receive('error', () => console.warn(`unable to join channel ${Topics.jackpots}`));
    };

    return (next) => (action) => {
      const result = next(action);
      if (hhBonusAcquireRequested.match(action)) {
        if (happyHour) happyHour.acquire(action.payload);
        else api.dispatch(hhBonusAcquireFailed('Networking issue. Still waiting...'));
      }
      const token = socketToken(api.getState() as SessionKeyState);
      if (token !== currentToken) {
        currentToken = token;
        generation += 1;
        close();
        if (token && createSocket) {
          open(token, generation, createSocket).catch((error: unknown) => {
            console.error('Socket could not start', error);
            api.dispatch(joinFailed(en.errors.joinChannel));
          });
        }
      }
      return result;
    };
  };
}
