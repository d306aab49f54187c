/**
 * PAYOUT_PROVIDER=manual: nobody is called. Finance pays each pending withdrawal by hand (the bank's export, a
 * cash-send from the bank's app) and settles it in the back office; until then it waits `pending`, its money held in
 * payout clearing. The log line is the queue's heartbeat, without the player's details.
 */

import type { AppContext } from '../../context';
import type { PayoutProvider } from './provider';

export function createManualPayouts(ctx: Pick<AppContext, 'log'>): PayoutProvider {
  return {
    name: 'manual',
    pays: () => false,
    async submit(payout) {
      ctx.log.info(
        { withdrawal: payout.id, method: payout.method, amount: payout.amount, currency: payout.currency },
        'withdrawal awaits manual payout',
      );
    },
  };
}
