import { formatMoney, siteCurrency } from '../money';

/** An amount inside a sentence, in the site's currency. */
export function MoneyText({ minor, siteId }: { minor: number; siteId?: number }) {
  return <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(minor, siteCurrency(siteId))}</strong>;
}
