/** Each cash-in method's drawing. */

import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { CardIcon, InstantEftIcon, PhoneIcon, QrIcon, UpiAppIcon, VoucherIcon } from '../../../components/cash-icons';
import type { CashInMethod } from '../methods';

export const METHOD_ICONS: Readonly<Record<CashInMethod, (props: SvgIconProps) => ReactNode>> = {
  voucher: VoucherIcon,
  phone: PhoneIcon,
  instantEft: InstantEftIcon,
  card: CardIcon,
  upiQr: QrIcon,
  upiIntent: UpiAppIcon,
};
