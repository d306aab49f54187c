/** A cash-in method's page: its icon and title, a way back to all methods, and the method's own content. */

import type { ReactNode } from 'react';
import { CashScreen } from '../../../components/cash-screen';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import type { CashInMethod } from '../methods';
import { METHOD_ICONS } from './method-icons';

export function MethodFrame({ method, title, children }: { method: CashInMethod; title: string; children: ReactNode }) {
  const t = useMessages().depositMethods;
  const Icon = METHOD_ICONS[method];
  return (
    <CashScreen icon={<Icon />} title={title} back={{ to: Paths.deposit, label: t.backToMethods }}>
      {children}
    </CashScreen>
  );
}
