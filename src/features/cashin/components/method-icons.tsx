/**
 * Each cash-in method's mark: our own drawings (src/components/cash-icons.tsx), never a third party's logo. A mark is
 * decorative (its badge is aria-hidden): the method's name is always in text beside it.
 */

import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import {
  CardIcon,
  InstantEftIcon,
  PhoneIcon,
  UpiIntentIcon,
  UpiQrIcon,
  VoucherIcon,
} from '../../../components/cash-icons';
import type { CashInMethod } from '../methods';

export const METHOD_ICONS: Readonly<Record<CashInMethod, (props: SvgIconProps) => ReactNode>> = {
  voucher: VoucherIcon,
  phone: PhoneIcon,
  instantEft: InstantEftIcon,
  card: CardIcon,
  upiQr: UpiQrIcon,
  upiIntent: UpiIntentIcon,
};
