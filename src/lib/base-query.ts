/**
 * Calls to the provider API: the bearer access token is added and, on a 401, the session is refreshed once and the
 * call retried once. RTK Query's API (./api.ts) uses this as its base query. The session start (src/app/session.ts)
 * makes its calls through `call` directly: it runs on every page, and RTK Query's code (about 12 KiB gzip) then
 * loads only with the pages that use its hooks.
 */

import type { Dispatch } from '@reduxjs/toolkit';
import { ApiPaths } from '../../contract/api';
import type { RefreshTokenAnswer } from '../../contract/users';
import type { ErrorBody, LegacyErrorBody } from '../../contract/errors';
import type { ApiError } from './error-catalogue';
import { loggedOut, tokensRefreshed, unitTokenRefused } from './session';
import type { SessionTokensState } from './session';
import { siteConfig } from './site-config';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Record<string, string | number | undefined>;
}

/** `auth: false` for the calls made before there is a session (login, sign-up, refresh). */
export interface RequestOptions {
  auth?: boolean;
}

/** What the base query needs of the store: RTK Query's BaseQueryApi has these, and so has a thunk. */
export interface CallContext {
  dispatch: Dispatch;
  getState: () => unknown;
}

export type CallResult<T = unknown> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

/** The answer's JSON, or null when it has none or is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

async function request(args: RequestArgs, accessToken: string | undefined): Promise<CallResult> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const queryText = query.toString();
  const search = queryText ? `?${queryText}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (args.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${siteConfig.apiUrl}${args.url}${search}`, {
      method: args.method ?? 'GET',
      headers,
      body: args.body === undefined ? undefined : JSON.stringify(args.body),
    });
  } catch (error) {
    return { error: { status: 0, code: null, message: error instanceof Error ? error.message : null } };
  }

  const data = await readJson(response);
  if (!response.ok) {
    const body = data as (Partial<ErrorBody> & Partial<LegacyErrorBody>) | null;
    const legacyCode = typeof body?.errorCode === 'number' ? body.errorCode : null;
    const error: ApiError = {
      status: response.status,
      code: body?.error?.code ?? null,
      message: body?.error?.message ?? body?.message ?? null,
      legacyCode,
    };
    // A 429 says in how many seconds to try again (the server sets it on every limited call).
    const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after') ?? NaN) : NaN;
    if (Number.isInteger(retryAfter) && retryAfter > 0) error.retryAfter = retryAfter;
    return { error };
  }
  return { data };
}

/** A call that needs no session (the site's public reads, such as the offers): no token, nothing to refresh, no store. */
export function publicQuery(args: RequestArgs): Promise<CallResult> {
  return request(args, undefined);
}

/** One refresh at a time: concurrent 401s share it. */
let refreshing: { token: string; promise: Promise<RefreshTokenAnswer | null> } | null = null;

function refreshOnce(refreshToken: string, dispatch: Dispatch): Promise<RefreshTokenAnswer | null> {
  if (refreshing?.token === refreshToken) return refreshing.promise;
  const promise = request({ url: ApiPaths.refreshToken, method: 'POST', body: { token: refreshToken } }, undefined)
    .then((result) => {
      if (result.error) {
        // A network failure keeps the session; a refused refresh ends it.
        if (result.error.status >= 400 && result.error.status < 500) dispatch(loggedOut());
        return null;
      }
      const tokens = result.data as RefreshTokenAnswer;
      dispatch(tokensRefreshed(tokens));
      return tokens;
    })
    .finally(() => {
      if (refreshing?.promise === promise) refreshing = null;
    });
  refreshing = { token: refreshToken, promise };
  return promise;
}

/** The unit token a call carries (`token` in its body or query), if it is the session's current one. */
function currentUnitTokenOf(args: RequestArgs, state: unknown): string | null {
  const current = (state as { unit?: { token?: string | null } }).unit?.token;
  const body = args.body as { token?: unknown } | null | undefined;
  const sent = (typeof body === 'object' && body !== null ? body.token : undefined) ?? args.params?.token;
  return typeof current === 'string' && sent === current ? current : null;
}

export async function baseQuery(args: RequestArgs, api: CallContext, options?: RequestOptions): Promise<CallResult> {
  const result = await authorisedQuery(args, api, options);
  // Still 401 after the session's own refresh-and-retry (or without a session): the unit token is what was refused.
  if (result.error?.status === 401) {
    const refused = currentUnitTokenOf(args, api.getState());
    if (refused) api.dispatch(unitTokenRefused(refused));
  }
  return result;
}

async function authorisedQuery(args: RequestArgs, api: CallContext, options?: RequestOptions): Promise<CallResult> {
  const withAuth = options?.auth !== false;
  const tokensAtStart = (api.getState() as SessionTokensState).auth.tokens;
  const result = await request(args, withAuth ? tokensAtStart?.access.token : undefined);
  if (!withAuth || result.error?.status !== 401) return result;

  const current = (api.getState() as SessionTokensState).auth.tokens;
  if (!current) return result;
  // Someone else refreshed while this call was in flight: just retry with their token.
  if (current.access.token !== tokensAtStart?.access.token) return request(args, current.access.token);
  const fresh = await refreshOnce(current.refresh.token, api.dispatch);
  return fresh ? request(args, fresh.access.token) : result;
}

/** One call as a thunk: `await dispatch(call<Answer>({ url, method, body }))` answers `{ data }` or `{ error }`. */
export const call =
  <T>(args: RequestArgs, options?: RequestOptions) =>
  (dispatch: Dispatch, getState: () => unknown): Promise<CallResult<T>> =>
    baseQuery(args, { dispatch, getState }, options) as Promise<CallResult<T>>;
