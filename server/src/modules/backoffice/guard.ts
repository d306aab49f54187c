/**
 * The one guard of every back-office route. Each route names its area in `config.backoffice` (roles.ts); the guard
 * reads the session from `Authorization: Bearer` or the cookie, answers 401 without a live one, 403 to a role
 * outside the area, and 403 to a cookie-authenticated change without the CSRF header (contract/backoffice.ts). It
 * runs before validation, so nobody learns more about a route than whether they may call it.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_COOKIE, BACKOFFICE_CSRF_HEADER, SESSION_TOKEN_TTL_MS } from '../../../../contract/backoffice';
import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';
import { allows, type Access } from './roles';
import type { BackofficeSessions } from './session/service';
import type { StaffRow } from './staff/repository';

/** `public` routes (sign-in, enrolment) take no session. */
export type RouteAccess = Access | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    backoffice?: RouteAccess;
  }
}

export interface SignedInStaff {
  staff: StaffRow;
  sessionHash: string;
}

const signedIn = new WeakMap<FastifyRequest, SignedInStaff>();

/** The staff member the guard let in; only on routes with an area. */
export function staffOf(request: FastifyRequest): SignedInStaff {
  const found = signedIn.get(request);
  if (!found) throw new Error('backoffice: staffOf on a route the guard did not check');
  return found;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined; // malformed: no session
    }
  }
  return undefined;
}

/** The session cookie: httpOnly, SameSite=Strict, Secure when the request came over TLS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const parts = [
    `${BACKOFFICE_COOKIE}=${token ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    // The browser's copy may outlive the session: the server ends it when idle.
    token ? `Max-Age=${SESSION_TOKEN_TTL_MS / 1000}` : 'Max-Age=0',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function registerGuard(app: FastifyInstance, sessions: BackofficeSessions): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.backoffice) throw new Error(`backoffice route ${route.method} ${route.url} names no access`);
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.backoffice;
    if (access === 'public') return;
    signedIn.set(request, await authorize(sessions, request, access));
  });
}

/**
 * The staff member of a request's session (Bearer or cookie) when their role has `access`: 401 without a live
 * session, 403 without the CSRF header on a cookie-authenticated change or outside the role. Also for the sandbox's
 * chat console, which takes the back-office session outside /v1/backoffice.
 */
export async function authorize(
  sessions: BackofficeSessions,
  request: FastifyRequest,
  access: Access | undefined,
): Promise<SignedInStaff> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const cookie = bearer ? undefined : readCookie(request, BACKOFFICE_COOKIE);
  const token = bearer ?? cookie;
  if (!token) throw fail(ErrorCodes.backofficeUnauthenticated);
  const found = await sessions.authenticate(token);
  if (cookie && !SAFE_METHODS.has(request.method) && request.headers[BACKOFFICE_CSRF_HEADER] === undefined) {
    throw fail(ErrorCodes.backofficeCsrf);
  }
  if (!access || !allows(found.staff.role, access)) throw fail(ErrorCodes.backofficeForbidden);
  return found;
}
