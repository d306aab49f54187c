/**
 * The withdrawal decision, as pure functions of the site's unit config and the facts the service reads in its
 * transaction: pre_check and create both answer what `decide` says, so they can never disagree.
 * The order of the checks and the choices behind them are written down in contract/withdrawals.ts.
 */

import type { FinAccount, UnitConfig, VerificationLevel } from '../../../../contract/entities';
import { ErrorCodes, withdrawalThresholdCode } from '../../../../contract/errors';
import type { FeePeriod, WithdrawalMethod } from '../../../../contract/withdrawals';
import { fail } from '../../errors';

export interface MethodRules {
  enabled: boolean;
  min: number;
  /** null: no maximum */
  max: number | null;
  /** null: any amount */
  divisor: number | null;
  fee: number;
  /** Withdrawals per period without the fee (0: none free). */
  freeCount: number;
  period: FeePeriod;
}

/** A limit the operator left null, absent, 0 or not a positive number is no limit. */
function limit(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function amountOr0(value: unknown): number {
  return limit(value) ?? 0;
}

function feePeriod(value: unknown): FeePeriod {
  return value === 'day' || value === 'week' ? value : 'month';
}

/** A method's rules from the unit config; ATM has no free withdrawals (the free count is for bank and UPI). */
export function methodRules(config: UnitConfig, method: WithdrawalMethod): MethodRules {
  if (method === 'upi') {
    const upi = config.upi_withdrawal;
    return {
      enabled: upi?.enabled === true,
      min: amountOr0(upi?.min_amount),
      max: limit(upi?.max_amount),
      divisor: limit(upi?.divisor),
      fee: amountOr0(upi?.fee),
      freeCount: amountOr0(upi?.free_withdrawal_count),
      period: feePeriod(upi?.fee_period),
    };
  }
  if (method === 'eft') {
    return {
      enabled: config.eft_withdrawal_enabled === true,
      min: amountOr0(config.eft_withdrawal_min_amount),
      max: limit(config.eft_withdrawal_max_amount),
      divisor: limit(config.eft_withdrawal_divisor),
      fee: amountOr0(config.eft_withdrawal_fee),
      freeCount: amountOr0(config.free_bank_withdrawal_count),
      period: feePeriod(config.bank_withdrawal_fee_period),
    };
  }
  return {
    enabled: config.im_withdrawal_enabled === true,
    min: amountOr0(config.im_withdrawal_min_amount),
    max: limit(config.im_withdrawal_max_amount),
    divisor: limit(config.im_withdrawal_divisor),
    fee: amountOr0(config.im_withdrawal_fee),
    freeCount: 0,
    period: 'month',
  };
}

/** Start of the calendar period (UTC) holding `now`; weeks start on Monday. */
export function periodStart(period: FeePeriod, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === 'month') return new Date(Date.UTC(year, month, 1));
  const day = new Date(Date.UTC(year, month, now.getUTCDate()));
  if (period === 'day') return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

/** What the service reads in its transaction before deciding. */
export interface WithdrawalFacts {
  rules: MethodRules;
  config: UnitConfig;
  level: VerificationLevel | string;
  /** The player's non-failed withdrawals of this method since periodStart(rules.period). */
  countInFeePeriod: number;
  /** What the player took out since the start of the month: non-failed withdrawals (any method) and tickets. */
  monthTotal: number;
  funds: FinAccount;
}

export interface WithdrawalDecision {
  amount: number;
  fee: number;
  /** How much of amount and fee the deposit balance gives; the rest comes from cash. */
  amountFromDeposit: number;
  feeFromDeposit: number;
}

/** The verification thresholds a level is held to; a level above 'standard' has none. */
function thresholds(config: UnitConfig, level: string): { single: number | null; monthly: number | null; next: 2 | 3 } {
  if (level === 'unverified') {
    return {
      single: limit(config.second_level_verification_threshold),
      monthly: limit(config.monthly_second_level_verification_threshold),
      next: 2,
    };
  }
  if (level === 'standard') {
    return {
      single: limit(config.third_level_verification_threshold),
      monthly: limit(config.monthly_third_level_verification_threshold),
      next: 3,
    };
  }
  return { single: null, monthly: null, next: 3 };
}

/**
 * The verification thresholds (contract/withdrawals.ts) for taking `amount` out, with `monthTotal` already taken out
 * this calendar month: throws the first one broken. Withdrawals and ticket cash-outs both answer to them.
 */
export function checkThresholds(
  amount: number,
  facts: { config: UnitConfig; level: VerificationLevel | string; monthTotal: number },
): void {
  const limits = thresholds(facts.config, facts.level);
  if (limits.single !== null && amount > limits.single) {
    throw fail(withdrawalThresholdCode('single', limits.next));
  }
  if (limits.monthly !== null && facts.monthTotal + amount > limits.monthly) {
    throw fail(withdrawalThresholdCode('monthly', limits.next));
  }
}

/**
 * Minimum, maximum, divisor, funds, then thresholds; the first rule broken is thrown as the contract's error. Funds
 * come before thresholds: a player asking for more than they have is told so, not sent to verify for money they
 * do not have.
 */
export function decide(amount: number, facts: WithdrawalFacts): WithdrawalDecision {
  const { rules } = facts;
  if (amount < rules.min) throw fail(ErrorCodes.belowMinimum);
  if (rules.max !== null && amount > rules.max) throw fail(ErrorCodes.aboveMaximum);
  if (rules.divisor !== null && amount % rules.divisor !== 0) throw fail(ErrorCodes.divideError);

  const fee = facts.countInFeePeriod < rules.freeCount ? 0 : rules.fee;
  const total = amount + fee;
  const { deposit_balance: deposit, balance: cash } = facts.funds;
  if (!Number.isSafeInteger(total) || deposit + cash < total) throw fail(ErrorCodes.noFunds);
  checkThresholds(amount, facts);
  // Deposit first, amount before fee: see contract/withdrawals.ts.
  const fromDeposit = Math.min(deposit, total);
  const amountFromDeposit = Math.min(amount, fromDeposit);
  return { amount, fee, amountFromDeposit, feeFromDeposit: fromDeposit - amountFromDeposit };
}
