/** /my-account/limits/ and /my-account/activity/: responsible gambling, for a signed-in player (RequireAuth). */

import { useCallback } from 'react';
import { ActivityScreen } from '../../features/rg/components/activity-screen';
import { LimitsScreen } from '../../features/rg/components/limits-screen';
import { toastShown } from '../../features/ui/slice';
import { selectUnit } from '../../features/unit/slice';
import { useLanguage } from '../../i18n';
import { siteCountry, siteCurrency } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { RequireAuth } from '../require-auth';

/** The site's currency (the unit's once it is there) and the page's locale, e.g. 'zu-ZA'. */
function useMoneyAndLocale() {
  const currency = useAppSelector(selectUnit)?.site.currency_code ?? siteCurrency();
  return { currency, locale: `${useLanguage()}-${siteCountry()}` };
}

function ConnectedLimits() {
  const dispatch = useAppDispatch();
  const onNotice = useCallback((message: string) => dispatch(toastShown({ kind: 'success', message })), [dispatch]);
  return <LimitsScreen {...useMoneyAndLocale()} onNotice={onNotice} />;
}

export function LimitsPage() {
  return (
    <AppLayout>
      <RequireAuth>
        <ConnectedLimits />
      </RequireAuth>
    </AppLayout>
  );
}

function ConnectedActivity() {
  return <ActivityScreen {...useMoneyAndLocale()} />;
}

export function ActivityPage() {
  return (
    <AppLayout>
      <RequireAuth>
        <ConnectedActivity />
      </RequireAuth>
    </AppLayout>
  );
}
