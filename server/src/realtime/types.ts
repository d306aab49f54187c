/** The public surface of the realtime plugin: what a topic implements and what the app passes in. */

import type { IncomingMessage } from 'node:http';
import type { Bus, BusMessage } from '../bus/bus';
import type { ConnectionCaps, RealtimeTimings } from './constants';

/** Who a socket belongs to, decided once from its token when it connects. */
export interface SocketIdentity {
  unitId: number;
  siteId: number;
}

/**
 * A bus message for each of a node's sockets that heard it, by unit id; a unit left out gets nothing. Called once per
 * message per node (for a large audience, once per batch of sockets), never once per socket.
 */
export type Render = (
  message: BusMessage,
  identities: readonly SocketIdentity[],
) => Promise<ReadonlyMap<number, BusMessage>>;

export type JoinResult = { status: 'ok'; response: unknown } | { status: 'error'; response: unknown };

export interface TopicHandler {
  /** answer a join (status ok with the reply, or error) */
  join(identity: SocketIdentity, params: Record<string, unknown>): Promise<JoinResult>;
  /**
   * bus channels whose messages are pushed (as event/payload) to sockets joined to this topic; the same names for the
   * same identity each time, as a channel asks again when it leaves them (rather than keep them per socket)
   */
  channels(identity: SocketIdentity): string[];
  /**
   * Bus channels shared by many sockets whose messages each socket gets in a form of its own (a site's change that
   * every unit hears as its whole unit): `render` answers for all of a node's sockets on the channel at once. A
   * socket's later pushes wait behind the one being rendered, so they reach the client in the order the bus gave
   * them. A rendered channel belongs to one topic.
   */
  rendered?: { channels(identity: SocketIdentity): string[]; render: Render };
  /** client pushes on this topic, e.g. 'get_hh_bonus_states'; reply ok/error. Unknown events reply error {reason:'unknown event'} */
  handleIn?(event: string, payload: Record<string, unknown>, identity: SocketIdentity): Promise<JoinResult>;
}

export interface RealtimeLog {
  info: (...a: unknown[]) => void;
  warn: (...a: unknown[]) => void;
}

export interface RealtimeOptions {
  bus: Bus;
  /** the `token` query param of the socket URL -> identity, or null to refuse the connection */
  authenticate(token: string): Promise<SocketIdentity | null>;
  topics: Record<string, TopicHandler>;
  path?: string; // default SOCKET_PATH from contract/socket.ts ('/v2/units/socket')
  log?: RealtimeLog;
  /**
   * A bus channel on which `{unit_ids: number[]}` closes every socket of those units on every node (their tokens
   * were revoked; the client reconnects with the same token and is refused).
   */
  revokedUnitsChannel?: string;
  /** protocol timings; the defaults suit production, tests shorten them */
  timings?: Partial<RealtimeTimings>;
  /** open connections per unit, address and node; the defaults suit production, tests lower them */
  caps?: Partial<ConnectionCaps>;
  /**
   * The client address a connection counts against, for WebSocket upgrades (which never become Fastify requests)
   * and long-poll alike: the app gives it the rule of TRUST_PROXY. Default: the TCP peer.
   */
  clientAddress?(req: IncomingMessage): string;
  /**
   * This node among those behind one proxy (NODE_ID). A long-poll session's token names it, so the proxy can send
   * every poll of a session to the node that holds it (deploy/haproxy.cfg). Default: none named.
   */
  nodeId?: string;
}
