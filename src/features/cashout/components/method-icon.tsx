/** Our own line art for the cash-out methods (24×24, currentColor): an ATM, a bank, a ticket and a phone paying. */

import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { CashOutMethod } from '../methods';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ART: Record<CashOutMethod, React.ReactNode> = {
  // A cash machine: screen, keypad slot and a note coming out.
  im: (
    <>
      <rect x="3" y="2.5" width="18" height="13" rx="2" {...stroke} />
      <rect x="6" y="5.5" width="12" height="4" rx="0.8" {...stroke} />
      <path d="M7 12.5h10" {...stroke} />
      <rect x="8" y="15.5" width="8" height="6" rx="0.8" {...stroke} />
      <circle cx="12" cy="18.5" r="1.2" fill="currentColor" />
    </>
  ),
  // A bank: pediment, four columns and a base.
  eft: (
    <>
      <path d="M3 9.5 12 3.5l9 6z" {...stroke} />
      <path d="M5.5 11v7M10 11v7M14 11v7M18.5 11v7" {...stroke} />
      <path d="M3 20.5h18" {...stroke} />
    </>
  ),
  // A ticket with notched sides, a perforation and a code line.
  ticket: (
    <>
      <path
        d="M3 6.5a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 6.5V9a2.5 2.5 0 0 0 0 5v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2.5 2.5 0 0 0 0-5z"
        {...stroke}
      />
      <path d="M15 5.5v2M15 10.5v2M15 15.5v2" {...stroke} />
      <path d="M6.5 10h5M6.5 13h3.5" {...stroke} />
    </>
  ),
  // A phone with an arrow leaving it: money sent to a bank account by UPI.
  upi: (
    <>
      <rect x="4" y="2.5" width="10" height="19" rx="2" {...stroke} />
      <path d="M8 18.5h2" {...stroke} />
      <path d="M9 11h11M17 8l3 3-3 3" {...stroke} />
    </>
  ),
};

export function MethodIcon({ method, ...props }: { method: CashOutMethod } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" viewBox="0 0 24 24" {...props}>
      {ART[method]}
    </SvgIcon>
  );
}
