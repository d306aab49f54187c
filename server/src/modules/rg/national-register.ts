/**
 * The national exclusion register (providers/exclusion-register), asked when a person signs up, each time they sign
 * in and each time their session is refreshed. Someone on it gets no account, no sign-in and no new session tokens
 * (403 users_ctx:rg:nationally_excluded).
 *
 * A register that cannot be asked: sign-up fails closed (503, no account is made; a regulator expects nobody to get
 * in unchecked), while sign-in and refresh go on with an error in the log: the player was checked when they signed
 * up, a refresh refused for an outage would only send them to sign in, which goes on, and an outage must not keep
 * every player from their money. Every refresh asks again (one at least each access token's life), so a person put
 * on the register loses their session at the first refresh once it answers, and the games they have open with it: the
 * refusal is marked on their RG row until a sign-in finds them off the register (recordRegisterAnswer).
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import type { Queryable } from '../../db/database';
import { RegisterUnavailableError, type RegisterPerson } from '../../providers/exclusion-register/provider';
import { clearNationalExclusion, markNationallyExcluded } from './repository';

/** 403 for a person on the register; otherwise whether it answered ('clear') or could not be asked ('unavailable'). */
export async function assertNotNationallyExcluded(
  ctx: Pick<AppContext, 'providers' | 'log'>,
  person: RegisterPerson,
  when: 'sign_up' | 'sign_in' | 'refresh',
): Promise<'clear' | 'unavailable'> {
  let excluded: boolean;
  try {
    excluded = await ctx.providers.exclusionRegister.isExcluded(person);
  } catch (error) {
    if (!(error instanceof RegisterUnavailableError)) throw error;
    ctx.log.error({ err: error.message, when }, 'exclusion register unavailable');
    if (when === 'sign_up') throw fail(ErrorCodes.rgRegisterUnavailable);
    return 'unavailable';
  }
  if (excluded) throw fail(ErrorCodes.rgNationallyExcluded);
  return 'clear';
}

/**
 * What the register's answer leaves on a player who has an account (sign-in, refresh). On it: every refresh token of
 * theirs revoked (`revoke`, on a refresh) and the refusal marked on their RG row in one transaction, so the games they
 * still have open on any device take no bet, and game launches and money in are refused, as during a self-exclusion
 * (rules.ts assertNotRestricted). Found off it (`excluded` false), the mark goes.
 */
export async function recordRegisterAnswer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  excluded: boolean,
  revoke?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  if (!excluded) return clearNationalExclusion(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    await revoke?.(tx);
    await markNationallyExcluded(tx, userId, ctx.clock.now());
  });
}
