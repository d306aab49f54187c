import { formatMoney } from '../../contract/money';

/** An amount in minor units, formatted for its currency (SPEC §5). */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  return <>{formatMoney(amount, currency)}</>;
}
