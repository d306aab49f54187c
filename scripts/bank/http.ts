/**
 * One client's HTTP calls and what it was told: `ok` (2xx, the server says it did it), `refused` (4xx, the server
 * says it did not), or `unknown` (no answer, a 5xx, a cut connection: it may or may not have happened).
 */

import { createHmac } from 'node:crypto';

export type Outcome<T> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'refused'; status: number; code: string }
  | { kind: 'unknown'; reason: string };

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
        return { kind: 'ok', status: answer.status, body: (text === '' ? {} : JSON.parse(text)) as T };
      }
      if (answer.status >= 400 && answer.status < 500) {
        let code = '';
        try {
          code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
        } catch {
          code = text.slice(0, 80);
        }
        return { kind: 'refused', status: answer.status, code };
      }
      return { kind: 'unknown', reason: `HTTP ${answer.status} ${text.slice(0, 120)}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { kind: 'unknown', reason: cause ?? (error as Error).name ?? 'error' };
    }
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, bearer?: string): Promise<Outcome<T>> {
    return this.request<T>('POST', path, body, bearer ? { authorization: `Bearer ${bearer}` } : {});
  }

  get<T = Record<string, unknown>>(path: string): Promise<Outcome<T>> {
    return this.request<T>('GET', path);
  }

  /** A provider callback signed with `secret` over exactly the bytes sent. */
  signedCallback(path: string, body: object, secret: string): Promise<Outcome<{ ok: true }>> {
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    return this.request('POST', path, raw, { 'x-signature': signature });
  }
}

/** The value of an ok outcome, or throws naming the call (setup steps, which must work). */
export function must<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.kind === 'ok') return outcome.body;
  throw new Error(`${what}: ${outcome.kind === 'refused' ? `${outcome.status} ${outcome.code}` : outcome.reason}`);
}
