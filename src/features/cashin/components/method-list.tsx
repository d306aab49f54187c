/**
 * The hub's method cards: one big tappable card each, its mark, name and a line on what it is; the cards of the methods
 * that take a voucher (the voucher code, and phone redemption) name the voucher brands the site accepts, where the
 * brand's settings name any.
 */

import { MethodCard, MethodCardList } from '../../../components/method-card';
import { useMessages } from '../../../i18n';
import { CASH_IN_PATHS } from '../methods';
import type { CashInMethod } from '../methods';
import { METHOD_ICONS } from './method-icons';

/** The methods a player pays with a voucher: by its code, or redeemed by phone (SPEC §7 start_phone_redemption) */
const TAKES_VOUCHERS: ReadonlySet<CashInMethod> = new Set(['voucher', 'phone']);

const NAMES = {
  voucher: ['voucher', 'voucherText'],
  phone: ['phone', 'phoneText'],
  instantEft: ['instantEft', 'instantEftText'],
  card: ['card', 'cardText'],
  upiQr: ['upiQr', 'upiQrText'],
  upiIntent: ['upiIntent', 'upiIntentText'],
} as const satisfies Record<CashInMethod, readonly [string, string]>;

export function MethodList({
  methods,
  voucherBrands,
}: {
  methods: readonly CashInMethod[];
  /** The voucher brands the brand's settings accept, named on the voucher and phone cards; none names none */
  voucherBrands: readonly string[];
}) {
  const t = useMessages().depositMethods;
  return (
    <MethodCardList>
      {methods.map((method) => {
        const Icon = METHOD_ICONS[method];
        const [name, text] = NAMES[method];
        const terms =
          TAKES_VOUCHERS.has(method) && voucherBrands.length > 0 ? [t.accepted(voucherBrands.join(', '))] : [];
        return (
          <MethodCard
            key={method}
            to={CASH_IN_PATHS[method]}
            icon={<Icon />}
            title={t[name]}
            text={t[text]}
            terms={terms}
          />
        );
      })}
    </MethodCardList>
  );
}
