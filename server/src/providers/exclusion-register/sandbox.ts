/**
 * The sandbox's national exclusion register: people put on it and taken off it at POST /sandbox/exclusion_register,
 * kept in the database so every node of a cluster reads the same register. The same route can make it unreachable,
 * to show what sign-up and sign-in do then.
 */

import type { Queryable } from '../../db/database';
import { nameKey, RegisterUnavailableError, type ExclusionRegister, type RegisterPerson } from './provider';

/** The key of the sandbox_settings row that makes the register unreachable. */
export const REGISTER_OUTAGE_SETTING = 'exclusion_register_outage';

export function createSandboxExclusionRegister(db: Queryable): ExclusionRegister {
  return {
    name: 'sandbox',
    async isExcluded(person: RegisterPerson): Promise<boolean> {
      const { rows } = await db.query<{ outage: boolean; listed: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM sandbox_settings WHERE key = $5 AND value = 'true'::jsonb) AS outage,
           EXISTS (SELECT 1 FROM sandbox_exclusion_register
             WHERE phone = $1 OR (birth_date = $4::date AND first_name_key = $2 AND last_name_key = $3)) AS listed`,
        [person.phone, nameKey(person.firstName), nameKey(person.lastName), person.birthDate, REGISTER_OUTAGE_SETTING],
      );
      if (rows[0]?.outage) throw new RegisterUnavailableError('the sandbox register is switched off');
      return rows[0]?.listed === true;
    },
  };
}
