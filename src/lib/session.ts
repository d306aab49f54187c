/**
 * The session events more than one feature reacts to, and the token rules.
 * They live here so that the base API (lib) and every feature can use them without importing each other.
 */

import { createAction } from '@reduxjs/toolkit';
import type { AuthToken, AuthTokens } from '../../contract/entities';

/** New tokens from a refresh (or a restored session). */
export const tokensRefreshed = createAction<AuthTokens>('auth/tokensRefreshed');
/**
 * The session ended: `byPlayer` when the player signed out (the page then goes home), otherwise the session could
 * not be renewed (a page that needs a player then goes to /auth/).
 */
export const loggedOut = createAction<{ byPlayer?: boolean } | undefined>('auth/loggedOut');

/**
 * The server refused this unit token (expired, or revoked by a password reset or a block): a unit call answered 401
 * with a good session, or the socket kept failing to connect with it. The session replaces it (src/app/session.ts).
 */
export const unitTokenRefused = createAction<string>('unit/tokenRefused');

/** Slack so that a token about to expire in flight counts as expired. */
const EXPIRY_SKEW_MS = 10_000;

export function isTokenValid(token: AuthToken | null | undefined, now = Date.now()): token is AuthToken {
  if (!token?.token) return false;
  const expires = Date.parse(token.expires);
  return Number.isFinite(expires) && expires - EXPIRY_SKEW_MS > now;
}

/** The slice of state the base query needs; the auth feature owns it. */
export interface SessionTokensState {
  auth: { tokens: AuthTokens | null };
}
