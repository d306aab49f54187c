/**
 * The exclusion-register kind: a national register of people excluded from gambling, asked at sign-up, sign-in and
 * session refresh (South Africa's National Gambling Act 2004, s.14, keeps one; the UK's GAMSTOP is another).
 *
 * A person is who sign-up says they are: first and last name with their date of birth, and their phone number. A
 * register matches either the names and date of birth together (case, accents' composition and runs of spaces aside)
 * or the phone number: a number can change hands, so the phone alone is a second way in, never the only one.
 * Players who signed up before the date of birth was asked have none, and are matched by phone alone.
 */

import type { ExclusionRegisterName } from '../../config';

export interface RegisterPerson {
  /** E.164 */
  phone: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null for a player who signed up before it was asked */
  birthDate: string | null;
}

/** The register could not answer (down, timed out, an answer we cannot read): the caller decides what that means. */
export class RegisterUnavailableError extends Error {
  constructor(reason: string) {
    super(`exclusion register unavailable: ${reason}`);
    this.name = 'RegisterUnavailableError';
  }
}

export interface ExclusionRegister {
  readonly name: ExclusionRegisterName;
  /** Whether the person is on the register now; throws RegisterUnavailableError when it cannot be asked. */
  isExcluded(person: RegisterPerson): Promise<boolean>;
}

/** A name as registers compare it: composed, lower-cased, trimmed, inner runs of spaces made one. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}
