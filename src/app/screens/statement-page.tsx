/** /my-account/statement/: the statement of the signed-in player's unit, refreshed by balance pushes. */

import { Statement } from '../../features/statement/components/statement';
import { UnitError } from '../../components/unit-error';
import { selectPlaysForFun, selectUnit, selectUnitError, selectUnitToken } from '../../features/unit/slice';
import { useLanguage } from '../../i18n';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';

function ConnectedStatement() {
  const token = useAppSelector(selectUnitToken);
  const unitError = useAppSelector(selectUnitError);
  const balance = useAppSelector((state) => selectUnit(state)?.fin_account);
  const playsForFun = useAppSelector(selectPlaysForFun);
  const locale = `${useLanguage()}-${siteCountry()}`;
  if (!token) {
    return unitError ? <UnitError message={unitError} /> : <Loading />;
  }
  return <Statement token={token} locale={locale} balanceStamp={balance} canDeposit={!playsForFun} />;
}

export function StatementPage() {
  return (
    <AppLayout>
      <RequireAuth>
        <ConnectedStatement />
      </RequireAuth>
    </AppLayout>
  );
}
