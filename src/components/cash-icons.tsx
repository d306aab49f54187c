/** Our own line drawings of the ways money comes in and goes out (24×24, drawn in the text colour). */

import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

const line = (children: ReactNode) =>
  function LineIcon(props: SvgIconProps) {
    return (
      <SvgIcon aria-hidden="true" {...props}>
        <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
          {children}
        </g>
      </SvgIcon>
    );
  };

/** A voucher: a slip with a tear-off line and a star. */
export const VoucherIcon = line(
  <>
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6z" />
    <path d="M15 6v1.5M15 11.25v1.5M15 16.5V18" />
    <path d="m9 9.2.8 1.6 1.7.3-1.2 1.2.3 1.7L9 13.2l-1.6.8.3-1.7-1.2-1.2 1.7-.3z" />
  </>,
);

/** A phone with a coin going in. */
export const PhoneIcon = line(
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
    <circle cx="12" cy="10.5" r="3.2" />
    <path d="M12 9.2v2.6" />
  </>,
);

/**
 * Instant EFT, our own mark (not a bank's logo): a bank and, beside it, a lightning bolt: money that moves at once.
 * Unlike the cash-out's plain bank (BankIcon), so the two never look like one method.
 */
export const InstantEftIcon = line(
  <>
    <path d="M2.5 9.5 9 5l6.5 4.5z" />
    <path d="M4.5 11.5v5M9 11.5v5M13.5 11.5v5M2.5 19h13" />
    <path d="M20.5 5 17 12h4l-3.5 7" />
  </>,
);

/**
 * Card, our own mark (not a card scheme's logo): a generic card with its stripe and chip, and a rand sign where a
 * scheme would put its mark.
 */
export const CardIcon = line(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9h19" />
    <rect x="5.5" y="12" width="4" height="3" rx=".6" />
    <path d="M15 16.5v-5h2a1.5 1.5 0 0 1 0 3h-2M17 14.5l1.8 2" />
  </>,
);

/** UPI by QR code, our own mark (not UPI's logo): three finder squares around a rupee sign. */
export const UpiQrIcon = line(
  <>
    <rect x="3" y="3" width="5.5" height="5.5" rx="1" />
    <rect x="15.5" y="3" width="5.5" height="5.5" rx="1" />
    <rect x="3" y="15.5" width="5.5" height="5.5" rx="1" />
    <path d="M16 17.5h5M16 21h2.5M21 15.5v.01" />
    <path d="M9.5 9.5h5M9.5 11.5h5M10.5 9.5c2.6 0 2.6 4-.5 4l3.5 3.5" />
  </>,
);

/** UPI in an app on this phone, our own mark (not UPI's logo): a rupee sign on the screen and an arrow out. */
export const UpiIntentIcon = line(
  <>
    <rect x="3" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M7 18.5h3" />
    <path d="M6.5 7h4.5M6.5 9h4.5M7.5 7c2.4 0 2.4 4-.5 4l3.5 3.2" />
    <path d="M14 11.5h7M18.5 9l2.5 2.5-2.5 2.5" />
  </>,
);

/** A ticket with a barcode. */
export const TicketIcon = line(
  <>
    <path d="M4 5h16v4.5a2.5 2.5 0 0 0 0 5V19H4v-4.5a2.5 2.5 0 0 0 0-5z" />
    <path d="M8 9v6M10.5 9v6M12.5 9v6M15.5 9v6" />
  </>,
);

/** A QR code's three finder squares and a few modules. */
export const QrIcon = line(
  <>
    <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
    <path d="M14.5 14.5h2.5v2.5M20.5 14.5v.01M20.5 20.5h-3.5v-1M14.5 20.5v-2.5" />
  </>,
);

/** A phone handing the payment to an app: an arrow out of the screen. */
export const UpiAppIcon = line(
  <>
    <rect x="3.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M7.5 18.5h3" />
    <path d="M10 11h10.5M17.5 8l3 3-3 3" />
  </>,
);

/** A cash machine: screen, keypad slot and a note coming out. */
export const AtmIcon = line(
  <>
    <rect x="3" y="2.5" width="18" height="13" rx="2" />
    <rect x="6" y="5.5" width="12" height="4" rx="0.8" />
    <path d="M7 12.5h10" />
    <rect x="8" y="15.5" width="8" height="6" rx="0.8" />
    <circle cx="12" cy="18.5" r="1.2" fill="currentColor" />
  </>,
);

/** A bank: pediment, four columns and a base. */
export const BankIcon = line(
  <>
    <path d="M3 9.5 12 3.5l9 6z" />
    <path d="M5.5 11v7M10 11v7M14 11v7M18.5 11v7" />
    <path d="M3 20.5h18" />
  </>,
);
