/**
 * Tickets (ARCHITECTURE "Ticket"): cashing out moves a unit's whole withdrawable balance (cash + deposit; bonus
 * money never) into ticket clearing and writes a ticket with a code the player types; cashing in moves an active
 * ticket's amount, once, to a unit's deposit balance. A player's ticket loads only into that player's units; an
 * anonymous unit's ticket loads into any unit of its currency. Cashing out is a withdrawal for the verification
 * thresholds (contract/withdrawals.ts), so a ticket is no way round them.
 */

import { randomInt } from 'node:crypto';
import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { TICKET_CODE_LENGTH } from '../../../../contract/sites';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { lockUnitAccounts, systemAccount, unitAccount, type UnitAccountKind } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { admitDeposit } from '../rg/guard';
import { assertUnitNotBlocked } from '../units/blocks';
import { siteUnitConfig } from '../units/config';
import { assertRealMoney } from '../units/real-money';
import { lockUnit } from '../units/tokens';
import { checkThresholds, periodStart } from '../withdrawals/rules';
import { anonymousTicketsOutSql, playerTicketsOutSql } from './taken-out';

export interface TicketsService {
  /** Answers the new ticket's code. */
  cashOut(unitToken: string): Promise<string>;
  cashIn(unitToken: string, code: string, fpRequestId?: string): Promise<FinAccount>;
}

/** The accounts a ticket takes money from, in this order: what a player may withdraw (SPEC §4). */
const WITHDRAWABLE: readonly UnitAccountKind[] = ['cash', 'deposit'];

interface TicketRow {
  id: number;
  currency: string;
  amount: number;
  status: 'active' | 'used';
  owner_user_id: number | null;
}

function randomCode(): string {
  let code = '';
  while (code.length < TICKET_CODE_LENGTH) code += String(randomInt(0, 10));
  return code;
}

/**
 * The verification level a ticket cash-out is held to and what the unit's owner took out this calendar month
 * (contract/withdrawals.ts): a player's level and month; an anonymous unit is unverified, its month its own tickets.
 */
async function takenOutThisMonth(
  tx: Queryable,
  unit: { unitId: number; userId: number | null },
  now: Date,
): Promise<{ level: string; monthTotal: number }> {
  const monthFrom = periodStart('month', now);
  if (unit.userId === null) {
    const { rows } = await tx.query<{ total: string }>(`SELECT ${anonymousTicketsOutSql('$1', '$2')}::text AS total`, [
      unit.unitId,
      monthFrom,
    ]);
    return { level: 'unverified', monthTotal: Number(rows[0]?.total ?? 0) };
  }
  const { rows } = await tx.query<{ level: string; total: string }>(
    `SELECT p.verification_level AS level,
       ((SELECT COALESCE(sum(amount), 0) FROM withdrawals
         WHERE user_id = $1 AND created_at >= $2 AND status <> 'failed') + ${playerTicketsOutSql('$1', '$2')})::text AS total
     FROM users p WHERE p.id = $1`,
    [unit.userId, monthFrom],
  );
  return { level: rows[0]?.level ?? 'unverified', monthTotal: Number(rows[0]?.total ?? 0) };
}

async function siteCurrency(tx: Queryable, siteId: number): Promise<string> {
  const { rows } = await tx.query<{ currency_code: string }>('SELECT currency_code FROM sites WHERE id = $1', [siteId]);
  if (!rows[0]) throw fail(ErrorCodes.siteNotFound);
  return rows[0].currency_code;
}

export function createTicketsService(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log'>,
): TicketsService {
  const { clock } = ctx;
  const ledger = createLedger(ctx);

  return {
    cashOut(unitToken) {
      return ledger.run(async (tx, book) => {
        // Lock order: unit, then its accounts (read here, moved in the transfers).
        const now = clock.now();
        const unit = await lockUnit(tx, unitToken, now);
        const config = await siteUnitConfig(tx, unit.siteId);
        if (!config.ticket_cashout_enabled) throw fail(ErrorCodes.methodDisabled);
        assertUnitNotBlocked(unit, 'withdrawal');
        const balances = await lockUnitAccounts(tx, unit.unitId, WITHDRAWABLE);
        const amount = WITHDRAWABLE.reduce((sum, kind) => sum + (balances.get(kind) ?? 0), 0);
        if (amount <= 0) throw fail(ErrorCodes.noFunds);
        checkThresholds(amount, { config, ...(await takenOutThisMonth(tx, unit, now)) });
        const currency = await siteCurrency(tx, unit.siteId);

        // 10^12 codes: a collision is rare, and retried.
        let ticket: { id: number; code: string } | undefined;
        for (let attempt = 0; attempt < 5 && !ticket; attempt++) {
          const inserted = await tx.query<{ id: number; code: string }>(
            `INSERT INTO tickets (code, site_id, currency, amount, created_by_unit_id, owner_user_id, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING RETURNING id, code`,
            [randomCode(), unit.siteId, currency, amount, unit.unitId, unit.userId, now],
          );
          if (inserted.rows[0]) ticket = { id: Number(inserted.rows[0].id), code: inserted.rows[0].code };
        }
        if (!ticket) throw new Error('could not draw a unique ticket code');

        for (const kind of WITHDRAWABLE) {
          const part = balances.get(kind) ?? 0;
          if (part <= 0) continue;
          await book.transfer({
            idempotencyKey: `ticket:${ticket.id}:out:${kind}`,
            from: unitAccount(unit.unitId, kind),
            to: systemAccount('ticket_clearing', currency),
            amount: part,
            kind: 'ticket_cash_out',
            metadata: { ticket_id: ticket.id, ticket_code: ticket.code },
          });
        }
        return ticket.code;
      });
    },

    async cashIn(unitToken, rawCode, fpRequestId) {
      const code = rawCode.replace(/[\s-]/g, '');
      const unitId = await ledger.run(async (tx, book) => {
        // Lock order: unit, ticket, then (inside the transfer) ledger accounts.
        const now = clock.now();
        const unit = await lockUnit(tx, unitToken, now);
        assertUnitNotBlocked(unit, 'deposit');
        await assertRealMoney(tx, unit.siteId);
        const found = /^[0-9]+$/.test(code)
          ? await tx.query<TicketRow>(
              'SELECT id, currency, amount, status, owner_user_id FROM tickets WHERE code = $1 FOR UPDATE',
              [code],
            )
          : { rows: [] };
        const row = found.rows[0];
        // Another currency's ticket is as unknown here as a code nobody issued.
        if (!row || row.currency !== (await siteCurrency(tx, unit.siteId))) throw fail(ErrorCodes.invalidVoucher);
        const ticket = { ...row, id: Number(row.id), amount: Number(row.amount) };
        if (ticket.owner_user_id !== null && Number(ticket.owner_user_id) !== unit.userId) {
          throw fail(ErrorCodes.gameServerOwnerMismatch);
        }
        if (ticket.status !== 'active') throw fail(ErrorCodes.gameServerTicketNotActive);
        // Under the player's RG lock; a refused ticket stays active.
        await admitDeposit(
          tx,
          ctx,
          {
            userId: unit.userId,
            unitId: unit.unitId,
            amount: ticket.amount,
            source: 'ticket_cash_in',
          },
          book,
        );

        await tx.query(
          `UPDATE tickets SET status = 'used', used_by_unit_id = $2, used_at = $3, fp_request_id = $4 WHERE id = $1`,
          [ticket.id, unit.unitId, now, fpRequestId ?? null],
        );
        await book.transfer({
          idempotencyKey: `ticket:${ticket.id}:in`,
          from: systemAccount('ticket_clearing', ticket.currency),
          to: unitAccount(unit.unitId, 'deposit'),
          amount: ticket.amount,
          kind: 'ticket_cash_in',
          metadata: { ticket_id: ticket.id, ticket_code: code },
        });
        return unit.unitId;
      });
      return ledger.finAccount(unitId);
    },
  };
}
