/** Registration, sign-in, session refresh and the profile (SPEC §7 "Account and auth"). */

import { randomUUID } from 'node:crypto';
import type { ConfirmPhoneRequest, CreateUserRequest, LoginRequest, SendOtpRequest } from '../../../../contract/api';
import type { AuthTokens, User } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { NAME_MAX, NAME_MIN, PHONE_TOKEN_TTL_MS } from '../../../../contract/sites';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { PgCodes, pgConstraint, pgErrorCode } from '../../db/database';
import { ApiError, fail } from '../../errors';
import { createOutboxSmsSender } from '../../sms/outbox';
import { createOtps } from './otp';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { normalisePhone } from './phone';
import { createRefreshTokens } from './refresh-tokens';
import { createUsersRepository, type SiteRow, type UserRow } from './repository';

const PHONE_CLAIM = 'phone';

export interface Session extends AuthTokens {
  user: User;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    verification_level: row.verification_level,
    player_bank_accounts: [],
    player_upi_accounts: [],
  };
}

/** Trimmed, inner runs of spaces collapsed, 2-25 letters, apostrophes, spaces or hyphens (SPEC §5). */
export function cleanName(field: string, value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    throw fail(ErrorCodes.validation, `${field} must be ${NAME_MIN} to ${NAME_MAX} characters`);
  }
  if (!/^[\p{L}\p{M}' -]+$/u.test(name)) {
    throw fail(ErrorCodes.validation, `${field} may contain only letters, apostrophes, spaces and hyphens`);
  }
  return name;
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(ctx: AppContext) {
  const repo = createUsersRepository(ctx.db);
  const sms = createOutboxSmsSender(ctx);
  const otps = createOtps({ db: ctx.db, repo, sms, clock: ctx.clock, secret: ctx.config.jwtSecret });
  const refreshTokens = createRefreshTokens(ctx);

  async function site(id: number): Promise<SiteRow> {
    const found = await repo.findSite(id);
    if (!found) throw fail(ErrorCodes.siteNotFound);
    return found;
  }

  /** The phone and site a phone token proves; any problem with it is a 422 (a 401 would make the client refresh). */
  async function readPhoneToken(token: string) {
    let claims: Record<string, unknown>;
    try {
      claims = await ctx.tokens.verifyClaim(PHONE_CLAIM, token, ctx.clock.now());
    } catch (error) {
      if (error instanceof ApiError) throw fail(ErrorCodes.invalidPhoneToken);
      throw error;
    }
    const { phone, site: siteId, jti, exp } = claims;
    if (typeof phone !== 'string' || typeof siteId !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw fail(ErrorCodes.invalidPhoneToken);
    }
    return { phone, siteId, jti, expiresAt: new Date(exp * 1000) };
  }

  return {
    /** Generic code (password reset, phone edit): texted only to a registered phone, but always "success". */
    async sendOtp(input: SendOtpRequest): Promise<void> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.phone, found.country);
      const user = await repo.findUserByPhone(found.id, phone);
      await otps.issue(found, phone, 'generic', user !== null);
    },

    async startRegistration(input: SendOtpRequest): Promise<void> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.phone, found.country);
      if (await repo.findUserByPhone(found.id, phone)) throw fail(ErrorCodes.phoneNotUnique);
      await otps.issue(found, phone, 'registration', true);
    },

    async confirmPhone(input: ConfirmPhoneRequest): Promise<string> {
      const country = input.site_id === undefined ? 'ZA' : (await site(input.site_id)).country;
      const phone = normalisePhone(input.phone, country);
      const siteId = await otps.verify(phone, 'registration', input.otp, input.site_id ?? null);
      const claims = { phone, site: siteId, jti: randomUUID() };
      return ctx.tokens.signClaim(PHONE_CLAIM, claims, PHONE_TOKEN_TTL_MS, ctx.clock.now());
    },

    async createUser(input: CreateUserRequest): Promise<Session> {
      const found = await site(input.site_id);
      const firstName = cleanName('first_name', input.first_name);
      const lastName = cleanName('last_name', input.last_name);
      const token = await readPhoneToken(input.phone_token);
      if (token.siteId !== found.id) throw fail(ErrorCodes.invalidPhoneToken);
      if (await repo.findUserByPhone(found.id, token.phone)) throw fail(ErrorCodes.phoneNotUnique);
      const passwordHash = await hashPassword(input.password);
      try {
        return await ctx.db.transaction(async (tx) => {
          // Spent and created together: a failed creation leaves the token usable.
          if (!(await repo.spendPhoneToken(token.jti, token.expiresAt, ctx.clock.now(), tx))) {
            throw fail(ErrorCodes.invalidPhoneToken);
          }
          const user = await repo.insertUser(
            { siteId: found.id, phone: token.phone, firstName, lastName, passwordHash },
            tx,
          );
          const tokens = await refreshTokens.signIn({ userId: user.id, siteId: user.site_id }, tx);
          return { user: toUser(user), ...tokens };
        });
      } catch (error) {
        const taken =
          pgErrorCode(error) === PgCodes.uniqueViolation && pgConstraint(error) === 'users_site_phone_unique';
        if (taken) throw fail(ErrorCodes.phoneNotUnique);
        throw error;
      }
    },

    /** Unknown phone and wrong password answer the same, after the same hashing work. */
    async login(input: LoginRequest): Promise<Session> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.login, found.country);
      const user = await repo.findUserByPhone(found.id, phone);
      if (!user) {
        await spendVerifyTime(input.password);
        throw fail(ErrorCodes.wrongPassword);
      }
      if (!(await verifyPassword(user.password_hash, input.password))) throw fail(ErrorCodes.wrongPassword);
      const tokens = await refreshTokens.signIn({ userId: user.id, siteId: user.site_id });
      return { user: toUser(user), ...tokens };
    },

    refresh(token: string): Promise<AuthTokens> {
      return refreshTokens.rotate(token);
    },

    async me(principal: Principal): Promise<User> {
      const user = await repo.findUserById(principal.userId);
      if (!user || user.site_id !== principal.siteId) throw fail(ErrorCodes.unauthenticated);
      return toUser(user);
    },
  };
}
