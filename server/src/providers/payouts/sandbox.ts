/**
 * The sandbox's bank: a withdrawal waits until POST /sandbox/withdrawals/<id> says paid or failed, as a bank's answer
 * would. An ATM cash-send's reference and PIN go to the player's phone at once, as the cash-send network texts them:
 * the sandbox pays cash-sends itself, so finance may not settle one by hand. EFT and UPI payouts it leaves to finance
 * (the bank file), as an operator with a cash-send contract and no bank API would.
 */

import { randomInt } from 'node:crypto';
import { smsMoney } from '../../sms/money';
import type { SmsProvider } from '../sms/provider';
import type { PayoutProvider } from './provider';

export function createSandboxPayouts(sms: SmsProvider): PayoutProvider {
  return {
    name: 'sandbox',
    pays: (method) => method === 'im',
    async submit(payout) {
      if (payout.method !== 'im') return;
      const pin = String(randomInt(0, 100_000)).padStart(5, '0');
      const amount = smsMoney(payout.amount, payout.currency);
      await sms.send({
        siteId: payout.siteId,
        phone: payout.phone,
        text: `Your cash-send of ${amount} is ready. Reference ${payout.reference}, PIN ${pin}. Withdraw it at any ATM.`,
        secret: pin,
      });
    },
  };
}
