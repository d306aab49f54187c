/** Registration, sign-in, session refresh and the profile (SPEC §7 "Account and auth"). */

import { randomUUID } from 'node:crypto';
import type {
  ChangePasswordRequest,
  ConfirmPhoneRequest,
  CreateUserRequest,
  LoginRequest,
  PasswordTokenRequest,
  SendOtpRequest,
  SetPasswordRequest,
} from '../../../../contract/users';
import type { AuthTokens, PlayerBankAccount, PlayerUpiAccount, User } from '../../../../contract/entities';
import { ADULT_AGE, ageOn, parseBirthDate } from '../../../../contract/age';
import { ErrorCodes } from '../../../../contract/errors';
import { NAME_MAX, NAME_MIN, PASSWORD_TOKEN_TTL_MS, PHONE_TOKEN_TTL_MS } from '../../../../contract/sites';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../../db/database';
import { ApiError, fail } from '../../errors';
import type { RegisterPerson } from '../../providers/exclusion-register/provider';
import { addressKey } from '../../ratelimit/client-address';
import { assertNotNationallyExcluded, recordRegisterAnswer } from '../rg/national-register';
import { revokePlayerUnitTokens } from '../units/tokens';
import { closeUnitSockets } from '../units/service';
import { createOtps, type Otps } from './otp';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { normalisePhone } from './phone';
import { createPlayerAccountsRepository } from './player-accounts';
import { createRefreshTokens } from './refresh-tokens';
import { createUsersRepository, type OtpPurpose, type SiteRow, type UserRow, type UsersRepository } from './repository';

const PHONE_CLAIM = 'phone';
const PASSWORD_CLAIM = 'password';

export interface Session extends AuthTokens {
  user: User;
}

export function toUser(row: UserRow, accounts: { bank?: PlayerBankAccount[]; upi?: PlayerUpiAccount[] } = {}): User {
  return {
    id: row.id,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    verification_level: row.verification_level,
    player_bank_accounts: accounts.bank ?? [],
    player_upi_accounts: accounts.upi ?? [],
  };
}

/**
 * Sends an OTP within the per-address and per-phone send limits. Every request counts against its address; only
 * a code actually issued counts against the phone, so re-sends refused inside the resend interval (or a send
 * that failed) cannot use up the phone's quota and lock its owner out of sign-up and password reset.
 */
export async function sendLimitedOtp(
  ctx: AppContext,
  otps: Otps,
  send: { site: SiteRow; phone: string; purpose: OtpPurpose; deliver: boolean; ip: string },
): Promise<void> {
  await ctx.limits.consume(['otpSendsPerIp', addressKey(send.ip)]);
  const perPhone = await ctx.limits.consume(['otpSendsPerPhone', send.phone]);
  try {
    await otps.issue(send.site, send.phone, send.purpose, send.deliver);
  } catch (error) {
    await perPhone.giveBack();
    throw error;
  }
}

/**
 * Checks an OTP within the per-phone limit on wrong codes. The try is counted as wrong before the code is
 * checked, so parallel guesses cannot all pass the limit, and given back when the code was right (or the check
 * failed on our side).
 */
export async function verifyLimitedOtp(
  ctx: AppContext,
  otps: Otps,
  check: { phone: string; purpose: OtpPurpose; code: string; siteId: number | null },
): Promise<number> {
  const attempt = await ctx.limits.consume(['otpCheckFailuresPerPhone', check.phone]);
  let siteId: number;
  try {
    siteId = await otps.verify(check.phone, check.purpose, check.code, check.siteId);
  } catch (error) {
    if (!(error instanceof ApiError)) await attempt.giveBack();
    throw error;
  }
  await attempt.giveBack();
  return siteId;
}

/** The phone and site a phone token proves; any problem with it is a 422 (a 401 would make the client refresh). */
export async function readPhoneToken(ctx: AppContext, token: string) {
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

/** The user (with saved accounts) a bearer token names; a deleted user or another site is 401. */
export async function loadUser(repo: UsersRepository, principal: Principal): Promise<UserRow> {
  const row = await repo.findUserById(principal.userId);
  if (!row || row.site_id !== principal.siteId) throw fail(ErrorCodes.unauthenticated);
  return row;
}

/** The user answer: profile plus saved accounts. */
export async function userAnswer(db: AppContext['db'], row: UserRow): Promise<User> {
  const accounts = createPlayerAccountsRepository(db);
  return toUser(row, { bank: await accounts.bankAccounts(row.id), upi: await accounts.upiAccounts(row.id) });
}

/** A real calendar date from 1900 on, not in the future, of someone ADULT_AGE or older today. */
export function checkBirthDate(value: string, now: Date): string {
  const birth = parseBirthDate(value);
  if (!birth || value > now.toISOString().slice(0, 10)) {
    throw fail(ErrorCodes.validation, 'birth_date must be a real date (YYYY-MM-DD) from 1900 up to today');
  }
  if (ageOn(birth, now) < ADULT_AGE) throw fail(ErrorCodes.underage);
  return value;
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

/** Who the player is, as the national exclusion register matches people. */
function registerPerson(user: UserRow): RegisterPerson {
  return { phone: user.phone, firstName: user.first_name, lastName: user.last_name, birthDate: user.birth_date };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(ctx: AppContext) {
  const repo = createUsersRepository(ctx.db);
  const otps = createOtps({ db: ctx.db, repo, sms: ctx.providers.sms, clock: ctx.clock, secret: ctx.config.jwtSecret });
  const refreshTokens = createRefreshTokens(ctx);

  /**
   * Asks the national register about a player with an account (docs/responsible-gambling.md). On it: 403, and, on a
   * refresh, every refresh token of theirs revoked; either way the refusal is marked on their RG row, so the games
   * they have open on any device take no bet from now on. Found off it, a mark from before goes; an outage changes
   * nothing.
   */
  async function askRegister(user: UserRow, when: 'sign_in' | 'refresh'): Promise<void> {
    let answer: 'clear' | 'unavailable';
    try {
      answer = await assertNotNationallyExcluded(ctx, registerPerson(user), when);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCodes.rgNationallyExcluded) {
        const revoke = when === 'refresh' ? (tx: Queryable) => refreshTokens.revokeAll(user.id, tx) : undefined;
        await recordRegisterAnswer(ctx, user.id, true, revoke);
      }
      throw error;
    }
    if (answer === 'clear') await recordRegisterAnswer(ctx, user.id, false);
  }

  async function site(id: number): Promise<SiteRow> {
    const found = await repo.findSite(id);
    if (!found) throw fail(ErrorCodes.siteNotFound);
    return found;
  }

  return {
    /** Generic code (password reset, phone edit): texted only to a registered phone, but always "success". */
    async sendOtp(input: SendOtpRequest, ip: string): Promise<void> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.phone, found.country);
      const user = await repo.findUserByPhone(found.id, phone);
      await sendLimitedOtp(ctx, otps, { site: found, phone, purpose: 'generic', deliver: user !== null, ip });
    },

    async startRegistration(input: SendOtpRequest, ip: string): Promise<void> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.phone, found.country);
      if (await repo.findUserByPhone(found.id, phone)) throw fail(ErrorCodes.phoneNotUnique);
      await sendLimitedOtp(ctx, otps, { site: found, phone, purpose: 'registration', deliver: true, ip });
    },

    async confirmPhone(input: ConfirmPhoneRequest): Promise<string> {
      const country = input.site_id === undefined ? 'ZA' : (await site(input.site_id)).country;
      const phone = normalisePhone(input.phone, country);
      const siteId = await verifyLimitedOtp(ctx, otps, {
        phone,
        purpose: 'registration',
        code: input.otp,
        siteId: input.site_id ?? null,
      });
      const claims = { phone, site: siteId, jti: randomUUID() };
      return ctx.tokens.signClaim(PHONE_CLAIM, claims, PHONE_TOKEN_TTL_MS, ctx.clock.now());
    },

    async createUser(input: CreateUserRequest): Promise<Session> {
      const found = await site(input.site_id);
      const firstName = cleanName('first_name', input.first_name);
      const lastName = cleanName('last_name', input.last_name);
      const birthDate = checkBirthDate(input.birth_date, ctx.clock.now());
      const token = await readPhoneToken(ctx, input.phone_token);
      if (token.siteId !== found.id) throw fail(ErrorCodes.invalidPhoneToken);
      if (await repo.findUserByPhone(found.id, token.phone)) throw fail(ErrorCodes.phoneNotUnique);
      // Before anything is made: a person on the register gets no account, and the phone token stays usable.
      await assertNotNationallyExcluded(ctx, { phone: token.phone, firstName, lastName, birthDate }, 'sign_up');
      const passwordHash = await hashPassword(input.password);
      try {
        return await ctx.db.transaction(async (tx) => {
          // Spent and created together: a failed creation leaves the token usable.
          if (!(await repo.spendPhoneToken(token.jti, token.expiresAt, ctx.clock.now(), tx))) {
            throw fail(ErrorCodes.invalidPhoneToken);
          }
          const user = await repo.insertUser(
            { siteId: found.id, phone: token.phone, firstName, lastName, passwordHash, birthDate },
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

    /**
     * Unknown phone and wrong password answer the same, after the same hashing work. Failures count against
     * the account and the address; the block is told only to someone who knows the password.
     */
    async login(input: LoginRequest, ip: string): Promise<Session> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.login, found.country);
      const account = `${found.id}:${phone}`;
      // Counted as a failure before the password is checked, so a parallel burst cannot all pass the limits; the
      // right password gives it back and ends the burst.
      const attempt = await ctx.limits.consume(
        ['loginFailuresBurst', account],
        ['loginFailuresPerAccount', account],
        ['loginFailuresPerIp', addressKey(ip)],
      );
      let user: UserRow | null;
      let right = false;
      try {
        user = await repo.findUserByPhone(found.id, phone);
        if (user) right = await verifyPassword(user.password_hash, input.password);
        else await spendVerifyTime(input.password);
      } catch (error) {
        await attempt.giveBack();
        throw error;
      }
      if (!user || !right) throw fail(ErrorCodes.wrongPassword);
      await attempt.giveBack();
      await ctx.limits.reset('loginFailuresBurst', account);
      if (user.login_blocked) throw fail(ErrorCodes.loginBlock);
      await askRegister(user, 'sign_in');
      await repo.recordLogin(user.id, ctx.clock.now());
      const tokens = await refreshTokens.signIn({ userId: user.id, siteId: user.site_id });
      return { user: await userAnswer(ctx.db, user), ...tokens };
    },

    /** A generic code (from send_otp) for a registered phone → a short-lived, single-use password token. */
    async passwordToken(input: PasswordTokenRequest): Promise<string> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.phone, found.country);
      await verifyLimitedOtp(ctx, otps, { phone, purpose: 'generic', code: input.otp, siteId: found.id });
      const user = await repo.findUserByPhone(found.id, phone);
      // An unregistered phone was never texted its code; a lucky guess of it proves nothing.
      if (!user) throw fail(ErrorCodes.invalidOtp);
      const claims = { sub: String(user.id), site: found.id, phone, jti: randomUUID() };
      return ctx.tokens.signClaim(PASSWORD_CLAIM, claims, PASSWORD_TOKEN_TTL_MS, ctx.clock.now());
    },

    /**
     * Sets a new password with a password token for the same site and phone; every session is signed out: refresh
     * and unit tokens revoked, open sockets closed.
     */
    async setPassword(input: SetPasswordRequest): Promise<void> {
      const found = await site(input.site_id);
      const phone = normalisePhone(input.login, found.country);
      let claims: Record<string, unknown>;
      try {
        claims = await ctx.tokens.verifyClaim(PASSWORD_CLAIM, input.password_token, ctx.clock.now());
      } catch (error) {
        if (error instanceof ApiError) throw fail(ErrorCodes.invalidPasswordToken);
        throw error;
      }
      const { sub, site: siteId, phone: claimedPhone, jti, exp } = claims;
      if (siteId !== found.id || claimedPhone !== phone || typeof jti !== 'string' || typeof exp !== 'number') {
        throw fail(ErrorCodes.invalidPasswordToken);
      }
      const user = await repo.findUserById(Number(sub));
      if (!user || user.site_id !== found.id || user.phone !== phone) throw fail(ErrorCodes.invalidPasswordToken);
      const passwordHash = await hashPassword(input.password);
      const revokedUnits = await ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        if (!(await repo.spendPhoneToken(jti, new Date(exp * 1000), now, tx))) {
          throw fail(ErrorCodes.invalidPasswordToken);
        }
        await repo.setPassword(user.id, passwordHash, now, tx);
        // Whoever held the old password may hold a unit token too: it goes with the refresh tokens.
        return revokePlayerUnitTokens(tx, [user.id]);
      });
      await closeUnitSockets(ctx.bus, revokedUnits, ctx.log);
    },

    /**
     * A signed-in player's new password, given the current one. Wrong tries count against the sign-in limits of the
     * account and the address, so a stolen access token cannot guess the password faster than sign-in could. Every
     * session is signed out (refresh and unit tokens revoked, sockets closed) and this one goes on with new tokens.
     */
    async changePassword(principal: Principal, input: ChangePasswordRequest, ip: string): Promise<AuthTokens> {
      const user = await loadUser(repo, principal);
      const account = `${user.site_id}:${user.phone}`;
      const attempt = await ctx.limits.consume(
        ['loginFailuresBurst', account],
        ['loginFailuresPerAccount', account],
        ['loginFailuresPerIp', addressKey(ip)],
      );
      let right: boolean;
      try {
        right = await verifyPassword(user.password_hash, input.current_password);
      } catch (error) {
        await attempt.giveBack();
        throw error;
      }
      if (!right) throw fail(ErrorCodes.wrongCurrentPassword);
      await attempt.giveBack();
      await ctx.limits.reset('loginFailuresBurst', account);
      if (user.login_blocked) throw fail(ErrorCodes.loginBlock);
      if (input.new_password === input.current_password) {
        throw fail(ErrorCodes.validation, 'new_password must differ from current_password');
      }
      const passwordHash = await hashPassword(input.new_password);
      const { tokens, revokedUnits } = await ctx.db.transaction(async (tx) => {
        await repo.setPassword(user.id, passwordHash, ctx.clock.now(), tx);
        const revoked = await revokePlayerUnitTokens(tx, [user.id]);
        return { tokens: await refreshTokens.signIn(principal, tx), revokedUnits: revoked };
      });
      await closeUnitSockets(ctx.bus, revokedUnits, ctx.log);
      return tokens;
    },

    /**
     * A new pair for a live refresh token, its player asked of the national register first (docs/responsible-
     * gambling.md): a person put on it since they signed in is refused with every session of theirs ended, so that a
     * register outage later does not let them back in by refreshing.
     */
    async refresh(token: string): Promise<AuthTokens> {
      const holder = await refreshTokens.holder(token);
      const user = holder === null ? null : await repo.findUserById(holder);
      if (user) await askRegister(user, 'refresh');
      return refreshTokens.rotate(token);
    },

    async me(principal: Principal): Promise<User> {
      return userAnswer(ctx.db, await loadUser(repo, principal));
    },
  };
}
