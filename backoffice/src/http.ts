/**
 * The console's one way to call the server: same-origin with the session cookie, the CSRF header every change needs
 * (the server refuses a cookie-authenticated change without it), and the contract's error body
 * (`{"error":{"code","message"}}`) turned into react-admin's HttpError, so notifications show the server's message.
 */

import { HttpError } from 'ra-core';

/** The back office API, on the console's own origin (the server serves both). */
export const API = '/v1/backoffice';

/** contract/backoffice.ts BACKOFFICE_CSRF_HEADER: any value; a form on another site cannot add a header. */
export const CSRF_HEADER = 'x-backoffice-request';

export interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** What ra-data-simple-rest expects of an httpClient (react-admin's fetchUtils.fetchJson shape). */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** The error code of a failed call (`backoffice:forbidden`…), when the server gave one. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof HttpError) return (error.body as ErrorBody | undefined)?.error?.code;
  return undefined;
}

export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpAnswer> {
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  if (options.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if ((options.method ?? 'GET').toUpperCase() !== 'GET') headers.set(CSRF_HEADER, '1');
  const response = await fetch(url, { ...options, headers, credentials: 'same-origin' });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = (json as ErrorBody | undefined)?.error?.message || response.statusText || 'Request failed';
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** A call to `/v1/backoffice<path>`; its JSON answer. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await httpClient(`${API}${path}`, init)).json as T;
}

export function post<T>(path: string, body: unknown = {}): Promise<T> {
  return api<T>(path, { method: 'POST', body: JSON.stringify(body) });
}
