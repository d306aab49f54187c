/** Access tokens: signed JWTs (HS256), short-lived. The bearer guard reads them on authorised calls. */

import type { FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_MS } from '../../../contract/sites';
import type { AuthToken } from '../../../contract/entities';
import { ErrorCodes } from '../../../contract/errors';
import { fail } from '../errors';

export interface Principal {
  userId: number;
  siteId: number;
}

export interface TokenSigner {
  signAccess(principal: Principal, now?: Date): Promise<AuthToken>;
  verifyAccess(token: string, now?: Date): Promise<Principal>;
  /** A short-lived signed claim for a purpose (phone_token, password_token). */
  signClaim(purpose: string, claims: Record<string, string | number>, ttlMs: number, now?: Date): Promise<string>;
  /** `ignoreExpiry`: a token past its expiry still verifies (its signature, issuer and purpose are checked). */
  verifyClaim(
    purpose: string,
    token: string,
    now?: Date,
    options?: { ignoreExpiry?: boolean },
  ): Promise<Record<string, unknown>>;
}

const ISSUER = 'provider';
const IGNORE_EXPIRY_SECONDS = 10 * 365 * 24 * 60 * 60;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);

  async function sign(audience: string, claims: Record<string, string | number>, ttlMs: number, now: Date) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expires = new Date(now.getTime() + ttlMs);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(key);
    return { token, expires };
  }

  async function verify(audience: string, token: string, now: Date, ignoreExpiry = false) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: now,
        // jose takes only a finite tolerance: ten years outlives any token we sign.
        ...(ignoreExpiry ? { clockTolerance: IGNORE_EXPIRY_SECONDS } : {}),
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw fail(ErrorCodes.tokenExpired);
      throw fail(ErrorCodes.unauthenticated);
    }
  }

  return {
    async signAccess(principal, now = new Date()) {
      const { token, expires } = await sign(
        'access',
        { sub: String(principal.userId), site: principal.siteId },
        ACCESS_TOKEN_TTL_MS,
        now,
      );
      return { token, expires: expires.toISOString() };
    },
    async verifyAccess(token, now = new Date()) {
      const payload = await verify('access', token, now);
      const userId = Number(payload.sub);
      const siteId = Number(payload.site);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(siteId)) throw fail(ErrorCodes.unauthenticated);
      return { userId, siteId };
    },
    async signClaim(purpose, claims, ttlMs, now = new Date()) {
      return (await sign(purpose, claims, ttlMs, now)).token;
    },
    async verifyClaim(purpose, token, now = new Date(), options = {}) {
      return verify(purpose, token, now, options.ignoreExpiry);
    },
  };
}

/** The principal of an authorised call: `Authorization: Bearer <access token>`, else 401. */
export async function bearer(request: FastifyRequest, tokens: TokenSigner, now?: Date): Promise<Principal> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw fail(ErrorCodes.unauthenticated);
  return tokens.verifyAccess(match[1], now);
}
