import { selectMyJackpotWin } from '../features/promotions/slice';
import {
  HAPPY_HOUR_TERMS,
  makeBonusState,
  makeHhBonusState,
  makeUnit,
  makeTokens,
  makeUser,
  UNIT_TOKEN,
} from '../test-utils/fixtures';
import { selectUnit, selectUnitStatus, tokenReceived } from '../features/unit/slice';
import { selectUser, signedIn } from '../features/auth/slice';
import { hhBonusAcquireRequested } from '../features/promotions/happy-hour';
import { loggedOut } from '../lib/session';
import { mockFetch } from '../test-utils/render';
import {
  GOING_AWAY_SPREAD_MS,
  isTimeToSuspectToken,
  reconnectAfterMs,
  rejoinAfterMs,
  socketBackoff,
} from './socket-middleware';
import type { ChannelLike, PushLike, SocketLike } from './socket-middleware';
import { selectRealityCheck, selectRgRestriction, selectRgSession } from './rg';
import { makeStore } from './store';

class FakePush implements PushLike {
  hooks = new Map<string, (response?: unknown) => void>();
  receive(status: string, callback: (response?: unknown) => void) {
    this.hooks.set(status, callback);
    return this;
  }
  reply(status: string, response?: unknown) {
    this.hooks.get(status)?.(response);
  }
}

class FakeChannel implements ChannelLike {
  joinPush = new FakePush();
  handlers = new Map<string, (payload?: unknown) => void>();
  left = false;
  constructor(readonly topic: string) {}
  join() {
    return this.joinPush;
  }
  leave() {
    this.left = true;
    return new FakePush();
  }
  on(event: string, callback: (payload?: unknown) => void) {
    this.handlers.set(event, callback);
    return 1;
  }
  pushes: Array<{ event: string; payload: object; reply: FakePush }> = [];
  push(event: string, payload: object) {
    const reply = new FakePush();
    this.pushes.push({ event, payload, reply });
    return reply;
  }
  emit(event: string, payload: unknown) {
    this.handlers.get(event)?.(payload);
  }
}

class FakeSocket implements SocketLike {
  channels: FakeChannel[] = [];
  connected = false;
  opened: Array<() => void> = [];
  errors: Array<() => void> = [];
  constructor(readonly token: string) {}
  onOpen(callback: () => void) {
    this.opened.push(callback);
  }
  onError(callback: () => void) {
    this.errors.push(callback);
  }
  /** The connection attempt failed (as when the server refuses the token), `times` times over. */
  fail(times: number) {
    for (let i = 0; i < times; i += 1) for (const callback of this.errors) callback();
  }
  open() {
    for (const callback of this.opened) callback();
  }
  connect() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  channel(topic: string) {
    const channel = new FakeChannel(topic);
    this.channels.push(channel);
    return channel;
  }
  topic(name: string) {
    const channel = this.channels.find((c) => c.topic === name);
    if (!channel) throw new Error(`no channel ${name}`);
    return channel;
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const store = makeStore({
    socket: async (token) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket;
    },
  });
  return { store, sockets };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const FRESH_TOKEN = 'f'.repeat(120);

/** A signed-in player with a unit token: the store and its first socket, channels joining. */
const signedInSocket = async () => {
  const { store, sockets } = setup();
  store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
  store.dispatch(tokenReceived(UNIT_TOKEN));
  await flush();
  return { store, sockets, socket: sockets[0]! };
};

beforeEach(() => {
  // The session listener loads the user after sign-in; answer it with a never-settling fetch.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('socket middleware', () => {
  it('opens channels only with an access token and a unit token', async () => {
    const { store, sockets } = setup();
    store.dispatch(tokenReceived(UNIT_TOKEN));
    await flush();
    expect(sockets).toHaveLength(0);

    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.token).toBe(UNIT_TOKEN);
    expect(sockets[0]?.connected).toBe(true);
    expect(sockets[0]?.channels.map((c) => c.topic)).toEqual(['unit', 'promotions', 'jackpots']);
  });

  it('joins unit into the unit slice and turns unit_updated into events', async () => {
    const { store, socket } = await signedInSocket();
    expect(selectUnitStatus(store.getState())).toBe('loading');

    socket.topic('unit').joinPush.reply('ok', { unit: makeUnit() });
    expect(selectUnitStatus(store.getState())).toBe('success');

    socket.topic('unit').emit('unit_updated', {
      action: 'balance_updated',
      unit: { fin_account: { balance: 0, deposit_balance: 5000, bonus_balance: 0 } },
    });
    expect(selectUnit(store.getState())?.fin_account.deposit_balance).toBe(5000);

    socket.topic('unit').emit('unit_updated', {
      action: 'active_campaign_bonus_balance_updated',
      unit: { active_campaign_bonus_balance: 300 },
    });
    expect(selectUnit(store.getState())?.active_campaign_bonus_balance).toBe(300);

    socket.topic('unit').emit('unit_updated', { action: 'profile_changed', unit: makeUnit({ id: 99 }) });
    expect(selectUnit(store.getState())?.id).toBe(99);

    socket.topic('promotions').joinPush.reply('ok', {
      available_bonus_campaigns_count: 3,
      has_just_started_campaign_bonus: false,
      promotions: [{ type: 'happy_hour' }],
      now: 1,
    });
    socket.topic('jackpots').joinPush.reply('ok', { enabled: true, jackpots: [] });
    expect(store.getState().promotions.availableBonusCampaignsCount).toBe(3);
    expect(store.getState().promotions.jackpots).toEqual({ enabled: true, jackpots: [] });
  });

  it('takes the player from user_updated (a verification approved), and ignores one without a user', async () => {
    const { store, socket } = await signedInSocket();
    socket.topic('unit').emit('user_updated', { user: makeUser({ verification_level: 'standard' }) });
    expect(selectUser(store.getState())?.verification_level).toBe('standard');
    socket.topic('unit').emit('user_updated', {});
    socket.topic('unit').emit('user_updated', { user: { id: 'x' } });
    expect(selectUser(store.getState())?.verification_level).toBe('standard');
  });

  const rgSession = (elapsed_ms: number, net_position: number) => ({
    started_at: '2026-11-29T08:00:00.000Z',
    elapsed_ms,
    wagered: 10_000,
    won: 10_000 + net_position,
    net_position,
  });

  it('turns the responsible-gambling pushes into the session figures, the reality check and the restriction', async () => {
    const { store, socket } = await signedInSocket();
    const unit = socket.topic('unit');
    unit.emit('rg_session_updated', { session: rgSession(600_000, -2_500) });
    expect(selectRgSession(store.getState())).toMatchObject({ elapsed_ms: 600_000, net_position: -2_500 });
    unit.emit('rg_reality_check', { session: rgSession(3_600_000, 1_000), reality_check_minutes: 60 });
    expect(selectRealityCheck(store.getState())).toEqual({ elapsed_ms: 3_600_000, net_position: 1_000 });
    const restriction = { kind: 'time_out', until: '2026-12-06T10:00:00.000Z' };
    unit.emit('rg_updated', {
      rg: {
        limits: [],
        session_limit_minutes: null,
        reality_check_minutes: 60,
        session_pending: null,
        session: null,
        restriction,
        real_money: true,
      },
    });
    expect(selectRgRestriction(store.getState())).toEqual(restriction);
    // A broken push changes nothing.
    unit.emit('rg_reality_check', { session: { elapsed_ms: 'soon' } });
    unit.emit('rg_updated', { rg: null });
    expect(selectRealityCheck(store.getState())).toEqual({ elapsed_ms: 3_600_000, net_position: 1_000 });
    expect(selectRgRestriction(store.getState())).toEqual(restriction);
  });

  it('turns promotions and jackpots events into the Promo badge, the jackpot lifecycle and their toasts', async () => {
    const { store, socket } = await signedInSocket();
    socket.topic('unit').joinPush.reply('ok', { unit: makeUnit() });
    const toasts = () => store.getState().ui.toasts.map(({ id: _id, shownAt: _shownAt, ...toast }) => toast);

    socket.topic('promotions').emit('campaign_bonus_available_count_change', { available_bonus_campaigns_count: 12 });
    expect(store.getState().promotions.availableBonusCampaignsCount).toBe(12);

    socket.topic('jackpots').emit('jackpot_lifecycle_updated', {
      slug: 'grand',
      action: 'init',
      games: ['lucky-7s'],
      win_lifecycle: { slug: 'grand', balance: 1_000_000 },
    });
    expect(store.getState().promotions.jackpotLifecycles.map((entry) => entry.slug)).toEqual(['grand']);
    expect(toasts()).toEqual([]);

    socket.topic('jackpots').emit('jackpot_lifecycle_updated', {
      slug: 'grand',
      action: 'won',
      win_lifecycle: { slug: 'grand', balance: 1_234_567, is_won: true, winner_name: 'Thandi' },
    });
    expect(toasts()).toEqual([
      {
        kind: 'jackpotWon',
        channel: 'root-toast',
        style: 'grand',
        slug: 'grand',
        winner: 'Thandi',
        amount: 'R12,345.67',
      },
    ]);

    socket
      .topic('promotions')
      .emit('campaign_bonus_activated', { bonus_campaign: { bonus_state: { start_amount: 5000 } } });
    expect(store.getState().promotions.hasJustStartedCampaignBonus).toBe(true);
    expect(toasts().at(-1)).toEqual({ kind: 'hasJustStartedCampaignBonus', channel: 'root-toast' });

    socket.topic('promotions').emit('campaign_bonus_completed', { won_amount: 2550 });
    expect(toasts().at(-1)).toEqual({
      kind: 'success',
      channel: 'root-toast',
      message: 'You have wagered bonus and R25.50 has been credited to your cash balance',
    });
  });

  it("celebrates a pot as this player's only when the unit channel says it was won by them", async () => {
    const { store, socket } = await signedInSocket();
    socket.topic('unit').joinPush.reply('ok', { unit: makeUnit() });
    const won = {
      slug: 'major',
      action: 'won',
      win_lifecycle: { slug: 'major', balance: 250_000, is_won: true, winner_name: 'Thandi M.' },
    };
    // Everyone's broadcast names a winner: that alone is someone else's win.
    socket.topic('jackpots').emit('jackpot_lifecycle_updated', won);
    expect(selectMyJackpotWin(store.getState())).toBeNull();

    socket.topic('unit').emit('jackpot_lifecycle_updated', won);
    expect(selectMyJackpotWin(store.getState())).toEqual({ slug: 'major', amount: 250_000 });
    expect(store.getState().promotions.jackpotLifecycles).toHaveLength(1);
  });

  it('follows the campaign bonus left to wager from campaign_bonus_state_updated, ignoring a broken payload', async () => {
    const { store, socket } = await signedInSocket();
    const state = makeBonusState({ wagered: 4_000, left_to_wager: 6_000 });
    socket.topic('promotions').emit('campaign_bonus_state_updated', { bonus_state: state });
    expect(store.getState().campaignBonus.bonusState).toEqual(state);
    socket.topic('promotions').emit('campaign_bonus_state_updated', { bonus_state: { ...state, left_to_wager: 'x' } });
    socket.topic('promotions').emit('campaign_bonus_state_updated', {});
    expect(store.getState().campaignBonus.bonusState).toEqual(state);
  });

  it('asks for the recent jackpot wins once the jackpots channel joins, and again after a win', async () => {
    const { store, socket } = await signedInSocket();
    const jackpots = socket.topic('jackpots');
    expect(jackpots.pushes).toEqual([]);
    jackpots.joinPush.reply('ok', { enabled: true, jackpots: [] });
    expect(jackpots.pushes.map((push) => push.event)).toEqual(['get_recently_won_jackpots']);
    const win = {
      slug: 'minor',
      amount: 100,
      winner_name: 'Thandi M.',
      game_slug: 'gold',
      won_at: '2026-01-01T00:00:00Z',
    };
    jackpots.pushes[0]?.reply.reply('ok', { jackpots: [win] });
    expect(store.getState().promotions.recentJackpotWins).toEqual([win]);

    jackpots.emit('jackpot_lifecycle_updated', {
      slug: 'minor',
      action: 'update',
      win_lifecycle: { slug: 'minor', balance: 200 },
    });
    expect(jackpots.pushes).toHaveLength(1);
    // A provider that leaves the entry's slug out: the lifecycle's slug names it.
    jackpots.emit('jackpot_lifecycle_updated', { action: 'update', win_lifecycle: { slug: 'minor', balance: 250 } });
    expect(
      store.getState().promotions.jackpotLifecycles.find((entry) => entry.slug === 'minor')?.win_lifecycle.balance,
    ).toBe(250);
    jackpots.emit('jackpot_lifecycle_updated', {
      slug: 'minor',
      action: 'update',
      win_lifecycle: { slug: 'minor', balance: 200 },
    });
    jackpots.emit('jackpot_lifecycle_updated', {
      slug: 'minor',
      action: 'won',
      win_lifecycle: { slug: 'minor', balance: 200, is_won: true, winner_name: 'Sipho K.' },
    });
    expect(jackpots.pushes.map((push) => push.event)).toEqual([
      'get_recently_won_jackpots',
      'get_recently_won_jackpots',
    ]);
    jackpots.pushes[1]?.reply.reply('ok', { nonsense: true });
    expect(store.getState().promotions.recentJackpotWins).toEqual([win]);
  });

  it('a promotions join that says a campaign bonus has just started raises its toast, once across rejoins', async () => {
    const { store, socket } = await signedInSocket();
    const reply = { available_bonus_campaigns_count: 0, has_just_started_campaign_bonus: true, promotions: [], now: 1 };
    socket.topic('promotions').joinPush.reply('ok', reply);
    // phoenix answers the same join push again when the channel rejoins after a dropped connection
    socket.topic('promotions').joinPush.reply('ok', reply);
    expect(store.getState().ui.toasts.map((toast) => toast.kind)).toEqual(['hasJustStartedCampaignBonus']);
  });

  it('ignores events it cannot apply, and keeps what it had', async () => {
    const { store, socket } = await signedInSocket();
    socket.topic('promotions').emit('campaign_bonus_available_count_change', { available_bonus_campaigns_count: 4 });
    socket.topic('promotions').emit('campaign_bonus_available_count_change', {});
    socket.topic('promotions').emit('campaign_bonus_available_count_change', { available_bonus_campaigns_count: 2.5 });
    socket.topic('promotions').emit('campaign_bonus_completed', { won_amount: 'lots' });
    socket.topic('jackpots').emit('jackpot_lifecycle_updated', { action: 'won' });
    socket.topic('jackpots').emit('jackpot_lifecycle_updated', {
      slug: 'grand',
      action: 'exploded',
      win_lifecycle: { slug: 'grand', balance: 1 },
    });
    expect(store.getState().promotions.availableBonusCampaignsCount).toBe(4);
    expect(store.getState().promotions.jackpotLifecycles).toEqual([]);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('a refused join sets the unit error in SPEC §8 words, the channel named in the log only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, socket } = await signedInSocket();
    socket.topic('unit').joinPush.reply('error', { reason: 'unauthorized' });
    expect(selectUnitStatus(store.getState())).toBe('failed');
    expect(store.getState().unit.error).toBe('Unable to join channel');
    expect(warn).toHaveBeenCalledWith('unable to join channel unit');
    warn.mockRestore();
  });

  it('a join that times out says the network is slow', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, socket } = await signedInSocket();
    socket.topic('unit').joinPush.reply('timeout', {});
    expect(store.getState().unit.error).toBe('Networking issue. Still waiting...');
    expect(warn).toHaveBeenCalledWith('networking issue unit');
    warn.mockRestore();
  });

  it('reconnects with a new unit token after leaving every channel, and disconnects on logout', async () => {
    const { store, sockets, socket: first } = await signedInSocket();

    store.dispatch(tokenReceived('v'.repeat(120)));
    await flush();
    expect(first.channels.every((c) => c.left)).toBe(true);
    expect(first.connected).toBe(false);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.token).toBe('v'.repeat(120));

    store.dispatch(loggedOut());
    await flush();
    expect(sockets[1]?.connected).toBe(false);
    expect(sockets).toHaveLength(2);
  });
});

describe('a unit token the socket keeps failing with', () => {
  it('is replaced by a fresh one from /hp/users/units, and the socket reopens with it', async () => {
    const { store, sockets, socket } = await signedInSocket();
    const { calls } = mockFetch({ '/v1/hp/users/units': () => ({ body: { unit_token: FRESH_TOKEN } }) });

    socket.fail(2);
    await flush();
    expect(calls).toEqual([]);
    socket.fail(1);
    await flush();
    await flush();
    expect(calls.map((c) => c.path)).toEqual(['/v1/hp/users/units']);
    expect(store.getState().unit.token).toBe(FRESH_TOKEN);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.token).toBe(FRESH_TOKEN);
    expect(socket.connected).toBe(false);
  });

  it('is kept while failures are spread between open connections (a flaky network, not a refusal)', async () => {
    const { socket } = await signedInSocket();
    const { calls } = mockFetch({ '/v1/hp/users/units': () => ({ body: { unit_token: FRESH_TOKEN } }) });
    for (let i = 0; i < 5; i += 1) {
      socket.fail(2);
      socket.open();
    }
    await flush();
    expect(calls).toEqual([]);
  });

  it('is suspected again only after doubling failures, so a socket that cannot connect costs few requests', () => {
    const suspected = Array.from({ length: 100 }, (_, i) => i + 1).filter(isTimeToSuspectToken);
    expect(suspected).toEqual([3, 6, 12, 24, 48, 96]);
  });
});

describe('socket timings', () => {
  it('rejoins after 1, 2, 5 s, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 20].map(rejoinAfterMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it('reconnects after 10 … 2000 ms, then every 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map(reconnectAfterMs)).toEqual([
      10, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000, 5000, 5000,
    ]);
  });
});

describe('socket backoff after a node goes away', () => {
  const draws = [0.25, 0.9, 0.5, 0.1];
  const seeded = () => {
    let next = 0;
    return () => draws[next++ % draws.length]!;
  };

  it("keeps the policy's delays when the connection was lost on the player's side", () => {
    const backoff = socketBackoff(seeded());
    backoff.noteClose(1006);
    expect([1, 2, 10].map(backoff.reconnectAfterMs)).toEqual([10, 50, 5000]);
    expect([1, 4].map(backoff.rejoinAfterMs)).toEqual([1000, 10_000]);
  });

  it('after a 1001, waits a random part of the delay (a second at least), until a close for another reason', () => {
    const backoff = socketBackoff(seeded());
    backoff.noteClose(1001);
    // 10 ms and 50 ms are spread over a second; 5 s over its own length.
    expect([1, 2, 10].map(backoff.reconnectAfterMs)).toEqual([
      0.25 * GOING_AWAY_SPREAD_MS,
      0.9 * GOING_AWAY_SPREAD_MS,
      0.5 * 5000,
    ]);
    expect(backoff.rejoinAfterMs(1)).toBe(0.1 * 1000);
    backoff.noteClose(1000);
    expect(backoff.reconnectAfterMs(1)).toBe(10);
  });
});

describe('socket middleware: the happy hour', () => {
  const TERMS = HAPPY_HOUR_TERMS;
  const bonus = (status: 'ongoing' | 'complete' | 'paid', balance: number) => makeHhBonusState({ status, balance });
  const window = {
    id: 3,
    status: 'ongoing',
    start: 1_899_996_400,
    end: 1_900_000_000,
    promotion: { id: 1, type: 'happy_hour', schedule: '0 18 * * *', duration: 3600, config: TERMS },
  };

  it('asks for the bonus states and ongoing happy hours after the promotions join, and applies the answers', async () => {
    const { store, socket } = await signedInSocket();
    const promotions = socket.topic('promotions');
    expect(promotions.pushes).toEqual([]);
    promotions.joinPush.reply('ok', {
      available_bonus_campaigns_count: 0,
      has_just_started_campaign_bonus: false,
      promotions: [window.promotion],
      now: Math.floor(Date.now() / 1000),
    });
    expect(promotions.pushes.map((push) => push.event)).toEqual([
      'get_hh_bonus_states',
      'get_ongoing_promotion_states',
    ]);
    promotions.pushes[0]?.reply.reply('ok', { hh_bonus_states: [bonus('ongoing', 100), { broken: true }] });
    promotions.pushes[1]?.reply.reply('ok', { promotion_states: [window] });
    const happyHour = store.getState().promotions.happyHour;
    expect(happyHour.hhBonusStates.map((state) => state.balance)).toEqual([100]);
    expect(happyHour.activeHappyHour?.id).toBe(3);
    expect(Math.abs(happyHour.clockOffsetMs)).toBeLessThan(1_000);
  });

  it('applies hh_bonus_state_updated and promotion_state_updated, asking for the bonus in a window that opens', async () => {
    const { store, socket } = await signedInSocket();
    const promotions = socket.topic('promotions');
    promotions.emit('hh_bonus_state_updated', { hh_bonus_state: bonus('complete', 5_000) });
    expect(store.getState().promotions.happyHour.showCongratulations).toBe(true);
    promotions.emit('promotion_state_updated', { promotion_state: window });
    expect(store.getState().promotions.happyHour.activeHappyHour?.id).toBe(3);
    expect(promotions.pushes.map((push) => [push.event, push.payload])).toEqual([
      ['get_hh_bonus_state', { promotion_state_id: 3 }],
    ]);
    promotions.emit('promotion_state_updated', { promotion_state: { ...window, status: 'finished' } });
    expect(store.getState().promotions.happyHour.activeHappyHour).toBeNull();
  });

  it('acquires a bonus by a push, and reports a refusal', async () => {
    const { store, socket } = await signedInSocket();
    const promotions = socket.topic('promotions');
    promotions.emit('hh_bonus_state_updated', { hh_bonus_state: bonus('complete', 5_000) });
    store.dispatch(hhBonusAcquireRequested(7));
    const [asked] = promotions.pushes;
    expect([asked?.event, asked?.payload]).toEqual(['acquire_hh_bonus', { hh_bonus_state_id: 7 }]);
    asked?.reply.reply('error', { error: { code: 'x', message: 'Not yet' } });
    expect(store.getState().promotions.happyHour.acquireError).toBe('Not yet');

    store.dispatch(hhBonusAcquireRequested(7));
    promotions.pushes[1]?.reply.reply('ok', { hh_bonus_state: bonus('paid', 5_000) });
    expect(store.getState().promotions.happyHour.hhBonusStates).toEqual([]);
    expect(store.getState().promotions.happyHour.acquiringId).toBeNull();
  });
});
