/** Each cash-out method's drawing: an ATM, a bank, a ticket and a phone paying (the same ticket as cash-in's). */

import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { AtmIcon, BankIcon, TicketIcon, UpiAppIcon } from '../../../components/cash-icons';
import type { CashOutMethod } from '../methods';

const ICONS: Readonly<Record<CashOutMethod, (props: SvgIconProps) => ReactNode>> = {
  im: AtmIcon,
  eft: BankIcon,
  ticket: TicketIcon,
  upi: UpiAppIcon,
};

export function MethodIcon({ method, ...props }: { method: CashOutMethod } & SvgIconProps) {
  const Icon = ICONS[method];
  return <Icon {...props} />;
}
