/**
 * The fault run's sockets: real `phoenix` clients joined to their unit through the proxy, ten to a unit as a
 * player's devices, every unit's sockets from an address of its own (X-Forwarded-For, which the nodes trust from
 * the proxy), a few over long-poll. The units are anonymous units kept for this: only probes change their
 * balances, so a balance above what a unit held when a probe began was published after it began.
 *
 * A probe asks "does every socket receive pushes now?": it loads a little money onto each unit whose sockets have
 * not all heard since it began (completes a loading of a voucher minted for the unit at the start, started ahead),
 * again and again until every socket has received a balance of its unit above the one it held before, or time is up.
 */

import { LongPoll, Socket, type Channel } from 'phoenix';
import WebSocket from 'ws';
import { ApiPaths } from '../../contract/api';
import { SOCKET_PATH, SocketTimings } from '../../contract/socket';
import { socketBackoff } from '../../src/lib/socket-backoff';
import { Client, must } from '../bank/http';
import type { Journal } from '../bank/journal';
import { newAddress, ZA_SITE } from '../bank/workload';

/** Devices per unit: the nodes' default SOCKETS_PER_UNIT. */
export const SOCKETS_PER_UNIT = 10;
/** Every this many sockets, one is a long-poll client (they come from the runner's own address: at most 100). */
const LONG_POLL_EVERY = 25;
/** Long-poll clients in all, whatever the sockets: a node takes at most 100 sockets from one address. */
export const LONG_POLL_MAX = 40;
/** Sockets being opened at once while they are made. */
const OPENING = 100;
/** Probe loadings in flight at once: enough to hold their own among the workload's clients. */
const PROBING = 32;
const PROBE_AMOUNT = 100;

interface Unit {
  token: string;
  address: string;
  client: Client;
  voucher: string;
  /** Loadings of the voucher started ahead (prepare), so that a probe needs one call per unit, not two. */
  started: string[];
  /** The unit's deposit balance as the last answer to a probe showed it. */
  balance: number;
  /** A probe: balances at or above this were published after it began. */
  threshold: number;
}

export interface Watcher {
  unit: Unit;
  socket: Socket;
  channel: Channel;
  longPoll: boolean;
  /** Each balance the socket received (unit_updated), and when. */
  heard: Array<{ balance: number; at: number }>;
}

export interface ProbeResult {
  /** When the probe began (ms since the epoch). */
  begun: number;
  /** Per socket, how long after `begun` its first fresh balance arrived; null for one that heard none in time. */
  delays: Array<number | null>;
  rounds: number;
  loads: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The WebSocket every client socket uses: it says it speaks for its unit's address (the proxy appends the real peer;
 * the nodes trust the proxy), found from the token in the URL the phoenix client builds. One class for all, not one
 * made per unit: thousands of classes made every property read in `ws` and `phoenix` megamorphic, and the clients
 * spent up to a fifth more CPU in a reconnect storm, where they share this machine's cores with the nodes.
 */
class ForwardedWebSocket extends WebSocket {
  /** Each unit's address, by its token. */
  static readonly addresses = new Map<string, string>();

  constructor(url: string) {
    const token = new URL(url).searchParams.get('token') ?? '';
    const address = ForwardedWebSocket.addresses.get(token);
    if (!address) throw new Error('a socket of no unit of these watchers');
    super(url, { headers: { 'x-forwarded-for': address } });
  }
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let first = 0; first < count; first += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - first) }, (_, i) => make(first + i)))));
  }
  return out;
}

export class Watchers {
  readonly watchers: Watcher[] = [];
  private units: Unit[] = [];

  constructor(
    private readonly origin: string,
    private readonly journal: Journal,
  ) {}

  /**
   * Creates the units (each with a voucher to probe with), opens `count` sockets and waits for every join. At most
   * `longPollMax` of them are long-poll clients (several processes sharing the runner's address share the 40).
   */
  async open(count: number, longPollMax = LONG_POLL_MAX): Promise<void> {
    const unitCount = Math.ceil(count / SOCKETS_PER_UNIT);
    this.units = await inBatches(unitCount, 20, async () => {
      const address = newAddress();
      const client = new Client(this.origin, address);
      const { token } = must(
        await client.post<{ token: string }>(ApiPaths.createAnonymousUnit, { site_id: ZA_SITE }),
        'watcher unit',
      );
      const { code } = must(
        await client.post<{ code: string }>('/sandbox/vouchers', { amount: 100_000_000, site_id: ZA_SITE }),
        'watcher voucher',
      );
      ForwardedWebSocket.addresses.set(token, address);
      return { token, address, client, voucher: code, started: [], balance: 0, threshold: 0 };
    });
    const endpoint = `${this.origin.replace(/^http/, 'ws')}${SOCKET_PATH}`;
    let longPolls = 0;
    const watchers = await inBatches(count, OPENING, async (i) => {
      const unit = this.units[Math.floor(i / SOCKETS_PER_UNIT)]!;
      const longPoll = i % LONG_POLL_EVERY === LONG_POLL_EVERY - 1 && longPolls++ < longPollMax;
      // The site's own policy: 10 ms, 50 ms … 5 s after a connection lost; full jitter after a node's 1001.
      const backoff = socketBackoff();
      const socket = new Socket(endpoint, {
        transport: longPoll ? LongPoll : (ForwardedWebSocket as unknown as new (url: string) => object),
        params: { token: unit.token },
        heartbeatIntervalMs: SocketTimings.heartbeatMs,
        reconnectAfterMs: backoff.reconnectAfterMs,
        rejoinAfterMs: backoff.rejoinAfterMs,
        timeout: SocketTimings.defaultTimeoutMs,
        longpollerTimeout: SocketTimings.longPollTimeoutMs,
      });
      socket.onClose((event?: { code?: number }) => backoff.noteClose(event?.code));
      const channel = socket.channel('unit');
      const watcher: Watcher = { unit, socket, channel, longPoll, heard: [] };
      channel.on('unit_updated', (payload?: unknown) => {
        const balance = (payload as { unit?: { fin_account?: { deposit_balance?: number } } } | undefined)?.unit
          ?.fin_account?.deposit_balance;
        if (typeof balance === 'number') watcher.heard.push({ balance, at: Date.now() });
      });
      socket.connect();
      channel.join();
      return watcher;
    });
    this.watchers.push(...watchers);
    await this.waitJoined(60_000);
  }

  /** Sockets connected with their channel joined. */
  joined(): number {
    return this.watchers.filter((w) => w.socket.isConnected() && w.channel.state === 'joined').length;
  }

  /** Resolves once every socket is connected and joined; throws after `timeoutMs` saying how many are not. */
  async waitJoined(timeoutMs: number): Promise<number> {
    const begun = Date.now();
    while (this.joined() < this.watchers.length) {
      if (Date.now() - begun > timeoutMs) {
        const states = new Map<string, number>();
        for (const w of this.watchers) {
          if (w.socket.isConnected() && w.channel.state === 'joined') continue;
          const state = `${w.longPoll ? 'long-poll' : 'websocket'} ${w.socket.connectionState()}, channel ${w.channel.state}`;
          states.set(state, (states.get(state) ?? 0) + 1);
        }
        const detail = [...states].map(([state, n]) => `${n} ${state}`).join('; ');
        throw new Error(
          `${this.watchers.length - this.joined()} of ${this.watchers.length} sockets not joined (${detail})`,
        );
      }
      await pause(50);
    }
    return Date.now() - begun;
  }

  /**
   * After a node died: waits (up to 3 s) until its sockets have noticed, then until every socket is joined again.
   * Answers the time from the call to the last join.
   */
  async waitRejoined(timeoutMs: number): Promise<number> {
    const begun = Date.now();
    // every 50 ms: counting thousands of sockets every 10 ms took a tenth of a storm client's CPU
    while (this.joined() === this.watchers.length && Date.now() - begun < 3_000) await pause(50);
    await this.waitJoined(timeoutMs);
    return Date.now() - begun;
  }

  /**
   * Loads money onto every unit whose sockets have not all heard a balance published since the probe began, round
   * after round, until each has, or `timeoutMs` has passed. Probe calls are journalled (as 'probe load'), so that a
   * 5xx among them counts like any other.
   */
  async probe(timeoutMs: number): Promise<ProbeResult> {
    const begun = Date.now();
    for (const unit of this.units) unit.threshold = unit.balance + 1;
    const firstFresh = (w: Watcher) => w.heard.find((h) => h.at >= begun && h.balance >= w.unit.threshold);
    let rounds = 0;
    let loads = 0;
    while (Date.now() - begun < timeoutMs) {
      const waiting = [...new Set(this.watchers.filter((w) => !firstFresh(w)).map((w) => w.unit))];
      if (waiting.length === 0) break;
      rounds += 1;
      for (let first = 0; first < waiting.length; first += PROBING) {
        await Promise.all(waiting.slice(first, first + PROBING).map((unit) => this.load(unit)));
        loads += Math.min(PROBING, waiting.length - first);
      }
      // The pushes of this round get a moment to arrive before the next round loads again.
      const settle = Date.now() + 300;
      while (Date.now() < settle && this.watchers.some((w) => !firstFresh(w))) await pause(10);
    }
    return {
      begun,
      delays: this.watchers.map((w) => {
        const heard = firstFresh(w);
        return heard ? heard.at - begun : null;
      }),
      rounds,
      loads,
    };
  }

  /**
   * Starts loadings ahead until each unit has `perUnit` waiting (a loading lasts 15 minutes; a unit may have ten):
   * call before a fault, so that the probe after it spends one call per unit.
   */
  async prepare(perUnit: number): Promise<void> {
    const wanted = this.units.flatMap((unit) =>
      Array.from({ length: Math.max(0, perUnit - unit.started.length) }, () => unit),
    );
    for (let first = 0; first < wanted.length; first += PROBING) {
      await Promise.all(
        wanted.slice(first, first + PROBING).map(async (unit) => {
          const batch = await this.start(unit);
          if (batch) unit.started.push(batch);
        }),
      );
    }
  }

  private async start(unit: Unit): Promise<string | null> {
    const started = this.journal.count(
      'probe start',
      await unit.client.post<{ acoin_batch_token: string }>(ApiPaths.startLoading, {
        token: unit.token,
        code: unit.voucher,
      }),
    );
    return started.kind === 'ok' ? started.body.acoin_batch_token : null;
  }

  private async load(unit: Unit): Promise<void> {
    const batch = unit.started.shift() ?? (await this.start(unit));
    if (!batch) return;
    const done = this.journal.count(
      'probe load',
      await unit.client.post<{ unit: { fin_account: { deposit_balance: number } } }>(ApiPaths.completeLoading, {
        token: unit.token,
        acoin_tx_token: batch,
        amount: PROBE_AMOUNT,
      }),
    );
    if (done.kind === 'ok') unit.balance = Math.max(unit.balance, done.body.unit.fin_account.deposit_balance);
  }

  /** Leaves and disconnects every socket. */
  async close(): Promise<void> {
    await Promise.all(
      this.watchers.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.channel
              .leave(1000)
              .receive('ok', () => resolve())
              .receive('timeout', () => resolve());
            setTimeout(resolve, 1_100);
          }),
      ),
    );
    await Promise.all(this.watchers.map((w) => new Promise<void>((resolve) => w.socket.disconnect(() => resolve()))));
  }
}
