/**
 * The long-poll transport at `<path>/longpoll`, for networks that block WebSockets. Every answer is
 * HTTP 200 JSON with the protocol status inside, as the npm client expects:
 * - GET without a session token opens a session: `{status: 410, token, messages: []}`;
 * - GET with one waits for frames: `{status: 200, token, messages}`, or `{status: 204, token}` after a
 *   while. The token must be in every answer: the client takes it from each one, and polls with
 *   `token=undefined` after an answer without it;
 * - POST (application/x-ndjson, one frame a line) hands frames in: `{status: 200}`;
 * - an unknown or ended session answers `{status: 410}`, a refused token `{status: 403}`.
 * Sessions live in this node's memory, so a session's token names its node (`phxlp.<node id>.<random>`): the
 * proxy routes every poll of a session by it (deploy/haproxy.cfg), with no cookie. A poll that reaches another node
 * anyway (its node gone) gets 410, and the client reconnects and rejoins.
 */

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorCodes } from '../../../contract/errors';
import { errorBody } from '../errors';
import type { ConnectionSlots } from './connection-slots';
import { AUTH_TOKEN_HEADER, CloseCodes, Limits, MAX_LONGPOLL_BATCH, VSN, type RealtimeTimings } from './constants';
import type { RealtimeSocket, Transport } from './socket';
import type { RealtimeLog, SocketIdentity } from './types';

const PollAnswer = Type.Object(
  {
    status: Type.Integer(),
    token: Type.Optional(Type.String()),
    messages: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
type PollAnswer = Static<typeof PollAnswer>;

/** contract/errors.ts ErrorBody */
const Refusal = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });

/** the client's params and the session token share the name `token`; ours carry this prefix */
const SESSION_PREFIX = 'phxlp.';

export interface LongPollTransportOptions {
  path: string;
  authenticate(token: string): Promise<SocketIdentity | null>;
  createSocket(identity: SocketIdentity, transport: Transport): RealtimeSocket;
  /** open connections per unit, address and node, shared with the WebSocket transport */
  slots: ConnectionSlots;
  /** the address a connection counts against, as for WebSocket upgrades */
  clientAddress(req: IncomingMessage): string;
  /** the node named in each session's token; none, a token of `phxlp.<random>` */
  nodeId?: string;
  /** true while the node drains: polls are answered as while it closes */
  isDraining(): boolean;
  timings: RealtimeTimings;
  log: RealtimeLog;
}

/** A new session's token: the node that holds the session, then 24 random bytes. */
export function sessionToken(nodeId: string | undefined): string {
  return `${SESSION_PREFIX}${nodeId ? `${nodeId}.` : ''}${randomBytes(24).toString('base64url')}`;
}

class LongPollSession implements Transport {
  readonly token: string;
  socket: RealtimeSocket | null = null;
  private outbox: string[] = [];
  private waiter: ((answer: PollAnswer) => void) | null = null;
  private flushScheduled = false;
  private lastRequestAt = Date.now();
  private ended = false;

  constructor(
    nodeId: string | undefined,
    private readonly timings: RealtimeTimings,
    private readonly onEnd: (session: LongPollSession) => void,
  ) {
    this.token = sessionToken(nodeId);
  }

  write(frame: string): void {
    if (this.ended) return;
    if (this.outbox.length >= Limits.longPollOutbox) {
      // the client stopped polling but the session has not expired yet; it rejoins fresh
      void this.socket?.close(CloseCodes.policyViolation, 'outbox full');
      return;
    }
    this.outbox.push(frame);
    if (this.waiter && !this.flushScheduled) {
      // frames produced together (a reply and the pushes it released) leave in one answer
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        if (this.waiter && this.outbox.length > 0) this.answer(this.drain());
      });
    }
  }

  end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.outbox = [];
      this.onEnd(this);
      // 410 on a known session tells the client its session is gone: it reconnects and rejoins
      this.answer({ status: 410 });
    }
    return Promise.resolve();
  }

  isIdle(now: number): boolean {
    return this.waiter === null && now - this.lastRequestAt > this.timings.longPollSessionIdleMs;
  }

  touch(): void {
    this.lastRequestAt = Date.now();
  }

  /** A GET: frames at once if any are queued, else wait for some or for the poll timeout. */
  poll(reply: FastifyReply): Promise<PollAnswer> {
    this.touch();
    if (this.ended) return Promise.resolve({ status: 410 });
    // a newer poll replaces one still waiting, which leaves empty-handed
    if (this.waiter) this.answer({ status: 204, token: this.token });
    if (this.outbox.length > 0) return Promise.resolve(this.drain());
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.answer({ status: 204, token: this.token }), this.timings.longPollWaitMs);
      const waiter = (answer: PollAnswer): void => {
        clearTimeout(timer);
        this.touch();
        resolve(answer);
      };
      this.waiter = waiter;
      // a client that aborted its poll must not be handed frames it will never read
      reply.raw.once('close', () => {
        if (this.waiter === waiter) this.answer({ status: 204, token: this.token });
      });
    });
  }

  private answer(answer: PollAnswer): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(answer);
  }

  /** every queued frame, handed over (callers check there is someone to hand them to) */
  private drain(): PollAnswer {
    return { status: 200, token: this.token, messages: this.outbox.splice(0) };
  }
}

export function registerLongPoll(app: FastifyInstance, opts: LongPollTransportOptions): void {
  const sessions = new Map<string, LongPollSession>();
  const endpoint = `${opts.path}/longpoll`;
  // While the server closes, polls get {status: 500}: the client retries with backoff. Anything it does not
  // understand (Fastify's own 503 body, say) throws inside the client and leaves it stuck until a reload.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // encapsulated, so the ndjson parser does not leak into the rest of the app
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-ndjson', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.get(endpoint, { schema: { response: { 200: PollAnswer, 400: Refusal } } }, async (request, reply) => {
      if (closing || opts.isDraining()) return { status: 500 };
      const { connectToken, sessionToken } = tokensOf(request.url, request.headers[AUTH_TOKEN_HEADER]);
      // not a phoenix client: a plain HTTP refusal in the contract's shape, like any other
      if (vsnOf(request.url) !== VSN) {
        return reply.code(400).send(errorBody(ErrorCodes.badRequest, `vsn must be ${VSN}`));
      }
      if (sessionToken !== undefined) {
        const session = sessions.get(sessionToken);
        return session ? session.poll(reply) : { status: 410 };
      }
      if (connectToken === undefined) return { status: 403 };
      // over a cap: 500 is the status on which the client retries with its backoff (429 would throw inside it)
      const address = opts.clientAddress(request.raw);
      if (opts.slots.isFull(address)) return { status: 500 };
      let identity: SocketIdentity | null;
      try {
        identity = await opts.authenticate(connectToken);
      } catch (err) {
        opts.log.warn({ err }, 'realtime: authenticate failed');
        return { status: 500 };
      }
      if (!identity) return { status: 403 };
      if (!opts.slots.acquire(address, identity.unitId)) return { status: 500 };
      // called once: a session ends once
      const session = new LongPollSession(opts.nodeId, opts.timings, (s) => {
        sessions.delete(s.token);
        opts.slots.release(address, identity.unitId);
      });
      sessions.set(session.token, session);
      session.socket = opts.createSocket(identity, session);
      return { status: 410, token: session.token, messages: [] };
    });

    scope.post(endpoint, { bodyLimit: 1024 * 1024, schema: { response: { 200: PollAnswer } } }, async (request) => {
      if (closing) return { status: 500 };
      const { sessionToken } = tokensOf(request.url, undefined);
      const session = sessionToken === undefined ? undefined : sessions.get(sessionToken);
      if (!session?.socket) return { status: 410 };
      session.touch();
      const lines = (typeof request.body === 'string' ? request.body : '').split('\n').filter((l) => l !== '');
      if (lines.length > MAX_LONGPOLL_BATCH) return { status: 400 };
      // The WebSocket transport's limit on a frame holds here too: a frame over it closes the session unread, as
      // ws closes a socket (1009) on a message over maxPayload, and the client reconnects.
      if (lines.some((line) => Buffer.byteLength(line) > Limits.maxFrameBytes)) {
        opts.log.warn({ unitId: session.socket.identity.unitId }, 'realtime: long-poll frame over the limit, closing');
        await session.socket.close(CloseCodes.policyViolation, 'frame too large');
        return { status: 400 };
      }
      for (const line of lines) session.socket.receive(line);
      return { status: 200 };
    });
  });
}

/**
 * The connect token and the session token. The client appends its session token as one more
 * `token` to the URL that already holds the connect params, so with our `token` param the query
 * carries two: the first is the unit's, the last the session's (ours also carry a prefix, which
 * tells a lone session token from a lone connect token when the connect token came as a header).
 */
function tokensOf(
  url: string,
  header: string | string[] | undefined,
): { connectToken?: string; sessionToken?: string } {
  const tokens = queryOf(url).getAll('token');
  const fromHeader = typeof header === 'string' && header !== '' ? header : undefined;
  if (tokens.length >= 2) return { connectToken: tokens[0], sessionToken: tokens.at(-1) };
  const only = tokens[0];
  if (only === undefined || only === '') return { connectToken: fromHeader };
  return only.startsWith(SESSION_PREFIX) ? { connectToken: fromHeader, sessionToken: only } : { connectToken: only };
}

function vsnOf(url: string): string | null {
  return queryOf(url).get('vsn');
}

function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}
