/** Vouchers: 16-digit codes worth an amount on one site. Minted by the sandbox (or an operator's import). */

import { randomInt } from 'node:crypto';
import { ErrorCodes } from '../../../../contract/errors';
import { VOUCHER_CODE_LENGTH } from '../../../../contract/sites';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';

export interface VoucherRow {
  code: string;
  site_id: number;
  amount: number;
  remaining: number;
}

/** The digits of a code as typed or printed; anything else is dropped. */
export function cleanVoucherCode(raw: string): string {
  return raw.replace(/\D/g, '');
}

function randomCode(): string {
  let code = '';
  while (code.length < VOUCHER_CODE_LENGTH) code += String(randomInt(0, 10));
  return code;
}

/** A new voucher worth `amount` minor units on `siteId`; answers its code. */
export async function mintVoucher(q: Queryable, input: { siteId: number; amount: number }): Promise<string> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw fail(ErrorCodes.validation, 'amount must be a positive integer');
  const site = await q.query('SELECT 1 FROM sites WHERE id = $1', [input.siteId]);
  if (site.rows.length === 0) throw fail(ErrorCodes.siteNotFound);
  // 10^16 codes: a collision is all but impossible, and retried if it happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await q.query<{ code: string }>(
      `INSERT INTO vouchers (code, site_id, amount, remaining) VALUES ($1, $2, $3, $3)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [randomCode(), input.siteId, input.amount],
    );
    if (inserted.rows[0]) return inserted.rows[0].code;
  }
  throw new Error('could not mint a unique voucher code');
}
