/**
 * The national exclusion register (providers/exclusion-register), asked when a person signs up, each time they sign
 * in and each time their session is refreshed. Someone on it gets no account, no sign-in and no new session tokens
 * (403 users_ctx:rg:nationally_excluded).
 *
 * A register that cannot be asked: sign-up fails closed (503, no account is made; a regulator expects nobody to get
 * in unchecked), while sign-in and refresh go on with an error in the log: the player was checked when they signed
 * up, a refresh refused for an outage would only send them to sign in, which goes on, and an outage must not keep
 * every player from their money. Every refresh asks again (one at least each access token's life), so a person put
 * on the register loses their session at the first refresh once it answers.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import { RegisterUnavailableError, type RegisterPerson } from '../../providers/exclusion-register/provider';

export async function assertNotNationallyExcluded(
  ctx: Pick<AppContext, 'providers' | 'log'>,
  person: RegisterPerson,
  when: 'sign_up' | 'sign_in' | 'refresh',
): Promise<void> {
  let excluded: boolean;
  try {
    excluded = await ctx.providers.exclusionRegister.isExcluded(person);
  } catch (error) {
    if (!(error instanceof RegisterUnavailableError)) throw error;
    ctx.log.error({ err: error.message, when }, 'exclusion register unavailable');
    if (when === 'sign_up') throw fail(ErrorCodes.rgRegisterUnavailable);
    return;
  }
  if (excluded) throw fail(ErrorCodes.rgNationallyExcluded);
}
