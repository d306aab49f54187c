/** The SMS kind: how a text reaches a player's phone (one-time codes, cash-send PINs). */

import type { SmsProviderName } from '../../config';
import type { SmsMessage } from '../../sms/outbox';

export interface SmsProvider {
  readonly name: SmsProviderName;
  /**
   * Texts `message`. Call it once the transaction that decided to send it has committed: a rolled-back code is never
   * sent, and a transaction that is retried sends once. Every implementation keeps a copy in the outbox table (with
   * codes masked outside the sandbox), so support can see what was sent and when.
   */
  send(message: SmsMessage): Promise<void>;
}
