/**
 * A payment the site hands to a provider's page (instant EFT, card, UPI): kept in local storage before leaving so
 * that the return address (`?status=complete`) can report the purchase with its amount, currency and method.
 */

import { storage as defaultStorage } from './safe-storage';
import type { SafeStorage } from './safe-storage';

export const PENDING_PAYMENT_KEY = 'wlc_pending_payment';
/** A pending payment older than this is not the one coming back. */
export const PENDING_PAYMENT_TTL_MS = 2 * 60 * 60 * 1000;

export interface PendingPayment {
  /** Minor units */
  amount: number;
  currency: string;
  /** e.g. instant_eft, card, upi_qr, upi_intent */
  method: string;
  startedAt: number;
}

/** Call right before sending the player to the provider's page. */
export function rememberPendingPayment(
  payment: Omit<PendingPayment, 'startedAt'>,
  storage: SafeStorage = defaultStorage,
  now = Date.now(),
): void {
  storage.setJSON(PENDING_PAYMENT_KEY, { ...payment, startedAt: now });
}

/** Reads and forgets the pending payment; null when none, malformed or expired. */
export function takePendingPayment(storage: SafeStorage = defaultStorage, now = Date.now()): PendingPayment | null {
  const payment = storage.getJSON<PendingPayment>(PENDING_PAYMENT_KEY);
  storage.remove(PENDING_PAYMENT_KEY);
  if (!payment || !Number.isFinite(payment.amount) || typeof payment.currency !== 'string') return null;
  if (typeof payment.method !== 'string' || !(now - payment.startedAt < PENDING_PAYMENT_TTL_MS)) return null;
  return payment;
}
