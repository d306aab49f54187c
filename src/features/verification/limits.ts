/**
 * What the verification screens show, from the unit config and the player (SPEC §3 "Verification limits", §2 Start
 * button): the four limits under SPEC's names, known only when all four are set, and the level a Start asks for.
 */

import type { UnitConfig, VerificationLevel } from '../../../contract/entities';
import { levelNumber, type TargetLevel } from '../../../contract/verification';

export interface VerificationLimits {
  unverifiedSingleLimit: number;
  unverifiedMonthlyLimit: number;
  standardSingleLimit: number;
  standardMonthlyLimit: number;
}

const isSet = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The limits in minor units, or null unless all four are set (SPEC §3). */
export function verificationLimits(config: Partial<UnitConfig> | null | undefined): VerificationLimits | null {
  if (!config) return null;
  const limits = {
    unverifiedSingleLimit: config.second_level_verification_threshold,
    unverifiedMonthlyLimit: config.monthly_second_level_verification_threshold,
    standardSingleLimit: config.third_level_verification_threshold,
    standardMonthlyLimit: config.monthly_third_level_verification_threshold,
  };
  return Object.values(limits).every(isSet) ? (limits as VerificationLimits) : null;
}

/** `?level=` of the address as a level a verification can reach, or null. */
export function levelFromSearch(search: string | undefined): TargetLevel | null {
  const level = new URLSearchParams(search ?? '').get('level');
  return level === '2' ? 2 : level === '3' ? 3 : null;
}

/** The level Start asks for: the one the address asks for while the player is below it; otherwise none. */
export function requiredLevel(asked: TargetLevel | null, current: VerificationLevel | string): TargetLevel | null {
  return asked !== null && levelNumber(current) < asked ? asked : null;
}

/** A verification page's address asking for `level`. */
export const withLevel = (base: string, level: TargetLevel) => `${base}?level=${level}`;
