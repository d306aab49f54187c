import type { ReactNode } from 'react';
import { selectAuthStatus, selectIsSignedIn } from '../features/auth/slice';
import { PageLayout } from '../features/layout/components/page-layout';
import type { HeaderAccount } from '../features/layout/components/header';
import { selectTotalBalance, selectUnit } from '../features/unit/slice';
import { formatMoney } from '../lib/money';
import { siteCurrency } from '../lib/site-config';
import { useAppSelector } from './hooks';

/** The page layout with the header fed from the session and the live unit. */
export function AppLayout({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const total = useAppSelector(selectTotalBalance);
  const currency = useAppSelector(selectUnit)?.site.currency_code ?? siteCurrency();

  let account: HeaderAccount;
  if (signedIn) account = { status: 'signedIn', balance: total === null ? null : formatMoney(total, currency) };
  else if (status === 'idle' || status === 'loading') account = { status: 'checking' };
  else account = { status: 'signedOut' };

  return <PageLayout account={account}>{children}</PageLayout>;
}
