/** The hub's method cards: one big tappable card each, its icon, name and a line on what it is. */

import { MethodCard, MethodCardList } from '../../../components/method-card';
import { useMessages } from '../../../i18n';
import { CASH_IN_PATHS } from '../methods';
import type { CashInMethod } from '../methods';
import { METHOD_ICONS } from './method-icons';

const NAMES = {
  voucher: ['voucher', 'voucherText'],
  phone: ['phone', 'phoneText'],
  instantEft: ['instantEft', 'instantEftText'],
  card: ['card', 'cardText'],
  upiQr: ['upiQr', 'upiQrText'],
  upiIntent: ['upiIntent', 'upiIntentText'],
} as const satisfies Record<CashInMethod, readonly [string, string]>;

export function MethodList({ methods }: { methods: readonly CashInMethod[] }) {
  const t = useMessages().depositMethods;
  return (
    <MethodCardList>
      {methods.map((method) => {
        const Icon = METHOD_ICONS[method];
        const [name, text] = NAMES[method];
        return <MethodCard key={method} to={CASH_IN_PATHS[method]} icon={<Icon />} title={t[name]} text={t[text]} />;
      })}
    </MethodCardList>
  );
}
