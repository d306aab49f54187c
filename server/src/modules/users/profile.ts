/** The signed-in player's profile: names, a phone change (start_phone_edit, then update), saved accounts. */

import type {
  CreateBankAccountRequest,
  CreateUpiAccountRequest,
  StartPhoneEditRequest,
  UpdateUserRequest,
} from '../../../../contract/users';
import type { User } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { PgCodes, pgConstraint, pgErrorCode } from '../../db/database';
import { fail } from '../../errors';
import { createOtps } from './otp';
import { normalisePhone } from './phone';
import { cleanBankAccount, cleanUpiAccount, createPlayerAccountsRepository } from './player-accounts';
import { createUsersRepository } from './repository';
import { cleanName, loadUser, readPhoneToken, sendLimitedOtp, userAnswer } from './service';

function phoneTaken(error: unknown): boolean {
  return pgErrorCode(error) === PgCodes.uniqueViolation && pgConstraint(error) === 'users_site_phone_unique';
}

export function createProfileService(ctx: AppContext) {
  const repo = createUsersRepository(ctx.db);
  const accounts = createPlayerAccountsRepository(ctx.db);
  const otps = createOtps({ db: ctx.db, repo, sms: ctx.providers.sms, clock: ctx.clock, secret: ctx.config.jwtSecret });

  async function answer(principal: Principal): Promise<User> {
    return userAnswer(ctx.db, await loadUser(repo, principal));
  }

  return {
    /** Any field given updates the profile first; with none the call just answers the user. */
    async update(principal: Principal, input: UpdateUserRequest): Promise<User> {
      const user = await loadUser(repo, principal);
      const firstName = input.first_name === undefined ? undefined : cleanName('first_name', input.first_name);
      const lastName = input.last_name === undefined ? undefined : cleanName('last_name', input.last_name);
      const token = input.phone_token === undefined ? null : await readPhoneToken(ctx, input.phone_token);
      if (token && token.siteId !== user.site_id) throw fail(ErrorCodes.invalidPhoneToken);
      if (token && token.phone !== user.phone && (await repo.findUserByPhone(user.site_id, token.phone))) {
        throw fail(ErrorCodes.phoneNotUnique);
      }
      try {
        await ctx.db.transaction(async (tx) => {
          if (token) {
            // Spent with the change: a refused change leaves the token usable.
            if (!(await repo.spendPhoneToken(token.jti, token.expiresAt, ctx.clock.now(), tx))) {
              throw fail(ErrorCodes.invalidPhoneToken);
            }
            await repo.updatePhone(user.id, token.phone, tx);
          }
          if (firstName !== undefined || lastName !== undefined) {
            await repo.updateNames(user.id, { firstName, lastName }, tx);
          }
        });
      } catch (error) {
        if (phoneTaken(error)) throw fail(ErrorCodes.phoneNotUnique);
        throw error;
      }
      return answer(principal);
    },

    /** Texts a code to the new phone (confirm_phone turns it into the phone_token); a phone in use is 409. */
    async startPhoneEdit(principal: Principal, input: StartPhoneEditRequest, ip: string): Promise<void> {
      const user = await loadUser(repo, principal);
      const site = await repo.findSite(user.site_id);
      if (!site) throw fail(ErrorCodes.siteNotFound);
      const phone = normalisePhone(input.phone, site.country);
      if (await repo.findUserByPhone(site.id, phone)) throw fail(ErrorCodes.phoneNotUnique);
      await sendLimitedOtp(ctx, otps, { site, phone, purpose: 'registration', deliver: true, ip });
    },

    async createBankAccount(principal: Principal, input: CreateBankAccountRequest): Promise<User> {
      const user = await loadUser(repo, principal);
      const site = await repo.findSite(user.site_id);
      if (!site) throw fail(ErrorCodes.siteNotFound);
      const account = cleanBankAccount(input, site.country);
      await accounts.insertBank(user.id, account);
      return answer(principal);
    },

    async deleteBankAccount(principal: Principal, id: number): Promise<User> {
      const user = await loadUser(repo, principal);
      if (!(await accounts.deleteBank(user.id, id))) throw fail(ErrorCodes.bankAccountNotFound);
      return answer(principal);
    },

    async createUpiAccount(principal: Principal, input: CreateUpiAccountRequest): Promise<User> {
      const account = cleanUpiAccount(input);
      const user = await loadUser(repo, principal);
      await accounts.insertUpi(user.id, account);
      return answer(principal);
    },

    async deleteUpiAccount(principal: Principal, id: number): Promise<User> {
      const user = await loadUser(repo, principal);
      if (!(await accounts.deleteUpi(user.id, id))) throw fail(ErrorCodes.upiAccountNotFound);
      return answer(principal);
    },
  };
}
