/**
 * SMS sending. The outbox table stands in for an SMS provider: every message is written there (in the
 * caller's transaction, so a rolled-back OTP is never "sent") and every OTP also goes to the server log.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../context';
import type { Queryable } from '../db/database';

export interface SmsMessage {
  siteId: number | null;
  /** E.164 */
  phone: string;
  text: string;
  /** The one-time code the text carries, if any (kept so the sandbox can show it). */
  otp?: string;
}

export interface SmsSender {
  send(message: SmsMessage, tx: Queryable): Promise<void>;
}

export interface OutboxEntry {
  phone: string;
  text: string;
  otp: string | null;
  sent_at: string;
}

export function createOutboxSmsSender(deps: { clock: Clock; log: FastifyBaseLogger }): SmsSender {
  return {
    async send(message, tx) {
      await tx.query('INSERT INTO sms_outbox (site_id, phone, text, otp, sent_at) VALUES ($1, $2, $3, $4, $5)', [
        message.siteId,
        message.phone,
        message.text,
        message.otp ?? null,
        deps.clock.now(),
      ]);
      if (message.otp !== undefined) {
        deps.log.info({ phone: message.phone, otp: message.otp, siteId: message.siteId }, `SMS OTP ${message.otp}`);
      } else {
        deps.log.info({ phone: message.phone }, 'SMS sent');
      }
    },
  };
}

/** Messages sent to one phone, oldest first (the latest `limit` of them). */
export async function listOutbox(db: Queryable, phone: string, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{ phone: string; text: string; otp: string | null; sent_at: Date }>(
    `SELECT phone, text, otp, sent_at FROM (
       SELECT id, phone, text, otp, sent_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2
     ) latest ORDER BY id`,
    [phone, limit],
  );
  return rows.map((row) => ({ ...row, sent_at: new Date(row.sent_at).toISOString() }));
}
