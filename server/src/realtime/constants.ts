/** Names and numbers of the Phoenix channels V2 protocol, as the npm `phoenix` client (1.8) uses them. */

/** the only serializer version we speak; without `vsn` the client would mean the V1 object format */
export const VSN = '2.0.0';

export const ChannelEvents = {
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
} as const;

/** the socket-level topic that carries heartbeats */
export const PHOENIX_TOPIC = 'phoenix';
export const HEARTBEAT_EVENT = 'heartbeat';

/** the `authToken` client option sends the token as a second Sec-WebSocket-Protocol with this prefix */
export const AUTH_TOKEN_PREFIX = 'base64url.bearer.phx.';
export const SUBPROTOCOL = 'phoenix';
/** the long-poll client sends `authToken` in this header instead */
export const AUTH_TOKEN_HEADER = 'x-phoenix-authtoken';

export const CloseCodes = {
  normal: 1000,
  /** the client reconnects (and rejoins) on any close it did not ask for; 1001 says "come back soon" */
  goingAway: 1001,
  unsupportedData: 1003,
  policyViolation: 1008,
} as const;

/** the client never posts more than this many frames at once */
export const MAX_LONGPOLL_BATCH = 100;

export interface RealtimeTimings {
  /** close a WebSocket that sent no frame for this long (the client sends a heartbeat every 30 s) */
  idleTimeoutMs: number;
  /** how long a long-poll GET waits for messages before answering 204 (the client gives up at 20 s) */
  longPollWaitMs: number;
  /** drop a long-poll session with no request in flight for this long */
  longPollSessionIdleMs: number;
  /** how often idle sockets and sessions are looked for */
  sweepIntervalMs: number;
  /** on shutdown, how long a WebSocket may take to answer our close frame before it is cut */
  closeGraceMs: number;
}

export const DEFAULT_TIMINGS: RealtimeTimings = {
  idleTimeoutMs: 60_000,
  longPollWaitMs: 10_000,
  longPollSessionIdleMs: 20_000,
  sweepIntervalMs: 5_000,
  closeGraceMs: 2_000,
};

export const Limits = {
  /** frames from one socket waiting to be handled; a client that floods us is cut */
  pendingFrames: 200,
  /** server pushes held for one channel while its join is still being answered, or behind a push being rendered */
  heldPushes: 500,
  /** frames queued for a long-poll session that is not polling */
  longPollOutbox: 1_000,
  /** a WebSocket whose unsent data passes this is too slow to keep */
  wsBufferedBytes: 4 * 1024 * 1024,
  /** largest frame we accept */
  maxFrameBytes: 64 * 1024,
} as const;

/**
 * Open connections (WebSockets and long-poll sessions together) a node holds. A player has a tab or two
 * open per device; past these a client is told to retry later, and a closed connection frees its slot.
 */
export interface ConnectionCaps {
  /** per unit: a few devices and tabs of one player, with room for reconnects still being noticed */
  perUnit: number;
  /** per client address: a household or office behind one NAT address */
  perAddress: number;
  /** per node: what one process can hold in memory and file descriptors; a load balancer spreads the rest */
  perNode: number;
}

/** The defaults of SOCKETS_PER_UNIT, SOCKETS_PER_ADDRESS and SOCKETS_PER_NODE (config.ts). */
export const DEFAULT_CAPS: ConnectionCaps = {
  perUnit: 10,
  perAddress: 100,
  perNode: 25_000,
};
