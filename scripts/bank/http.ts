/**
 * One client's HTTP calls and what it was told: `ok` (2xx, the server says it did it), `refused` (4xx, the server
 * says it did not), or `unknown` (no answer, a 5xx, a cut connection: it may or may not have happened).
 */

import { createHmac } from 'node:crypto';

export type Outcome<T> =
  | { kind: 'ok'; status: number; body: T; timing: Timing }
  | { kind: 'refused'; status: number; code: string; timing: Timing }
  | { kind: 'unknown'; reason: string; call: Unanswered; timing: Timing };

/** When a call was sent and when it ended (answered, cut or given up), ms since the epoch. */
export interface Timing {
  sentAt: number;
  endedAt: number;
}

/**
 * A call without a verdict: no answer (cut, refused connection, timeout) or a 5xx, with who gave a 5xx (the node's
 * JSON error, or a proxy's page for a node it could not reach or lost) and when the call was sent and ended, so that
 * a fault test can tell a call cut by a killed node from a server failure.
 */
export interface Unanswered {
  path: string;
  /** The 5xx status, or null when no answer came. */
  status: number | null;
  /** The 5xx was not the contract's JSON error: a proxy answered for the node. */
  fromProxy: boolean;
}

const TIMEOUT_MS = 20_000;

export class Client {
  constructor(
    private readonly baseUrl: string,
    /** The address this client speaks from (X-Forwarded-For; the server trusts loopback proxies). */
    private readonly address: string,
  ) {}

  async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Outcome<T>> {
    const raw = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const sentAt = Date.now();
    try {
      const answer = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'x-forwarded-for': this.address,
          ...(raw === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: raw,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await answer.text();
      if (answer.status >= 200 && answer.status < 300) {
        return {
          kind: 'ok',
          status: answer.status,
          body: (text === '' ? {} : JSON.parse(text)) as T,
          timing: { sentAt, endedAt: Date.now() },
        };
      }
      if (answer.status >= 400 && answer.status < 500) {
        let code = '';
        try {
          code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
        } catch {
          code = text.slice(0, 80);
        }
        return { kind: 'refused', status: answer.status, code, timing: { sentAt, endedAt: Date.now() } };
      }
      return {
        kind: 'unknown',
        reason: `HTTP ${answer.status} ${text.slice(0, 120)}`,
        call: { path, status: answer.status, fromProxy: !isJsonError(text) },
        timing: { sentAt, endedAt: Date.now() },
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        kind: 'unknown',
        reason: cause ?? (error as Error).name ?? 'error',
        call: { path, status: null, fromProxy: false },
        timing: { sentAt, endedAt: Date.now() },
      };
    }
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, bearer?: string): Promise<Outcome<T>> {
    return this.request<T>('POST', path, body, bearer ? { authorization: `Bearer ${bearer}` } : {});
  }

  get<T = Record<string, unknown>>(path: string): Promise<Outcome<T>> {
    return this.request<T>('GET', path);
  }

  /** A provider callback signed with `secret` over exactly the bytes sent. */
  signedCallback<T = { ok: true }>(path: string, body: object, secret: string): Promise<Outcome<T>> {
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    return this.request<T>('POST', path, raw, { 'x-signature': signature });
  }
}

function isJsonError(text: string): boolean {
  try {
    return typeof (JSON.parse(text) as { error?: unknown }).error === 'object';
  } catch {
    return false;
  }
}

/** The value of an ok outcome, or throws naming the call (setup steps, which must work). */
export function must<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.kind === 'ok') return outcome.body;
  throw new Error(`${what}: ${outcome.kind === 'refused' ? `${outcome.status} ${outcome.code}` : outcome.reason}`);
}
