/**
 * SMS sending. The outbox table stands in for an SMS provider: every message is written there (in the
 * caller's transaction, so a rolled-back OTP is never "sent"). With the sandbox on, an OTP is kept in the row and
 * goes to the server log, so a tester can read it; without the sandbox, nobody but the phone may ever see a code,
 * so the row keeps the text with the code masked and the log line has no code and only a masked phone number. A production deployment needs a
 * real SMS gateway behind this interface (none exists yet).
 */

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from '../context';
import type { Queryable } from '../db/database';

export interface SmsMessage {
  siteId: number | null;
  /** E.164 */
  phone: string;
  text: string;
  /** The one-time code the text carries, if any: kept (for the sandbox) or masked (without it). */
  otp?: string;
  /** Another secret the text carries (an ATM cash-send PIN): masked like a code without the sandbox, never in `otp`. */
  secret?: string;
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

/**
 * A phone number as the log may show it outside the sandbox: the country and network prefix and the last two digits,
 * enough to tell two players' messages apart, not to call anyone. A log is read by more people than the database.
 */
export function maskPhone(phone: string): string {
  const kept = Math.min(5, Math.max(0, phone.length - 6));
  return `${phone.slice(0, kept)}${'*'.repeat(Math.max(0, phone.length - kept - 2))}${phone.slice(-2)}`;
}

/** The text as it may be kept outside the sandbox: every copy of the code replaced by as many asterisks. */
export function maskOtp(text: string, otp: string): string {
  return otp === '' ? text : text.split(otp).join('*'.repeat(otp.length));
}

export function createOutboxSmsSender(deps: {
  clock: Clock;
  log: FastifyBaseLogger;
  config: Pick<Config, 'sandbox'>;
}): SmsSender {
  const keepCodes = deps.config.sandbox;
  return {
    async send(message, tx) {
      const { otp, secret } = message;
      let text = message.text;
      if (!keepCodes) for (const hidden of [otp, secret]) if (hidden !== undefined) text = maskOtp(text, hidden);
      await tx.query('INSERT INTO sms_outbox (site_id, phone, text, otp, sent_at) VALUES ($1, $2, $3, $4, $5)', [
        message.siteId,
        message.phone,
        text,
        keepCodes ? (otp ?? null) : null,
        deps.clock.now(),
      ]);
      // The sandbox's tester needs the whole number beside its code; elsewhere the log keeps only a masked one.
      const phone = keepCodes ? message.phone : maskPhone(message.phone);
      if (otp === undefined) deps.log.info({ phone }, 'SMS sent');
      else if (keepCodes) deps.log.info({ phone, otp, siteId: message.siteId }, `SMS OTP ${otp}`);
      else deps.log.info({ phone, siteId: message.siteId }, 'SMS OTP sent');
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
