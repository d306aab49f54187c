/**
 * Refresh tokens: opaque random strings, stored as sha256. Each sign-in starts a family; each use rotates
 * (the token is marked used and a new one of the same family is issued). A used token presented again means
 * it was stolen or replayed, so the whole family is revoked.
 */

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthToken, AuthTokens } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { REFRESH_TOKEN_TTL_MS } from '../../../../contract/sites';
import type { Principal, TokenSigner } from '../../auth/tokens';
import type { Clock } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../errors';

interface RefreshRow {
  id: number;
  family_id: string;
  user_id: number;
  site_id: number;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createRefreshTokens(deps: { db: Database; clock: Clock; tokens: TokenSigner }) {
  const { db, clock } = deps;

  async function insert(principal: Principal, familyId: string, now: Date, tx: Queryable): Promise<AuthToken> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    await tx.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, site_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [hashToken(token), familyId, principal.userId, principal.siteId, now, expires],
    );
    return { token, expires: expires.toISOString() };
  }

  return {
    /** The player a refresh token would rotate for: its user while it is unused, unrevoked and unexpired; else null. */
    async holder(token: string): Promise<number | null> {
      const { rows } = await db.query<{ user_id: number }>(
        `SELECT user_id FROM refresh_tokens
         WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2`,
        [hashToken(token), clock.now()],
      );
      return rows[0] ? Number(rows[0].user_id) : null;
    },

    /** Ends every session of the player: all their refresh tokens revoked. */
    async revokeAll(userId: number, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
        clock.now(),
      ]);
    },

    /** Access and refresh tokens for a new sign-in (a new family). */
    async signIn(principal: Principal, tx: Queryable = db): Promise<AuthTokens> {
      const now = clock.now();
      const refresh = await insert(principal, randomUUID(), now, tx);
      return { access: await deps.tokens.signAccess(principal, now), refresh };
    },

    /**
     * Spends a refresh token for a new pair; 401 if unknown, revoked, reused (revoking its family) or expired;
     * 403 login_block when the player is blocked.
     */
    async rotate(token: string): Promise<AuthTokens> {
      const now = clock.now();
      const outcome = await db.transaction(
        async (tx): Promise<{ principal: Principal; refresh: AuthToken } | { error: string }> => {
          const { rows } = await tx.query<RefreshRow>(
            `SELECT id, family_id, user_id, site_id, expires_at, used_at, revoked_at
           FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
            [hashToken(token)],
          );
          const row = rows[0];
          if (!row) return { error: ErrorCodes.unauthenticated };
          // A blocked player keeps no session: the block is checked on every refresh, as on sign-in, and before
          // revocation, so the block's own revocation still answers with the block and its message.
          const owner = await tx.query<{ login_blocked: boolean }>('SELECT login_blocked FROM users WHERE id = $1', [
            row.user_id,
          ]);
          if (owner.rows[0]?.login_blocked) return { error: ErrorCodes.loginBlock };
          if (row.revoked_at) return { error: ErrorCodes.unauthenticated };
          if (row.used_at) {
            await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
              row.family_id,
              now,
            ]);
            return { error: ErrorCodes.unauthenticated };
          }
          if (new Date(row.expires_at) <= now) return { error: ErrorCodes.tokenExpired };
          await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [row.id, now]);
          const principal = { userId: Number(row.user_id), siteId: Number(row.site_id) };
          return { principal, refresh: await insert(principal, row.family_id, now, tx) };
        },
      );
      if ('error' in outcome) throw fail(outcome.error);
      return { access: await deps.tokens.signAccess(outcome.principal, now), refresh: outcome.refresh };
    },
  };
}
