import { formatMoney } from '../../../contract/money';
import { useSiteCurrency } from '../sites/use-sites';

/** An amount inside a sentence, in the site's currency. */
export function MoneyText({ minor, siteId }: { minor: number; siteId?: number }) {
  return <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(minor, useSiteCurrency(siteId))}</strong>;
}
