import { useCallback } from 'react';
import type { FinAccount } from '../../../contract/entities';
import { VoucherScreen } from '../../features/cashin/components/voucher-screen';
import { UnitError } from '../../components/unit-error';
import { finAccountReceived, selectUnit, selectUnitError, selectUnitToken } from '../../features/unit/slice';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';
import { NotOffered, offered, PlayMoneyCashIn, playsForFun } from './cashin-pages';

/** The voucher screen fed with the live unit; its confirmed balances go into the unit slice. */
function ConnectedVoucher() {
  const dispatch = useAppDispatch();
  const unitToken = useAppSelector(selectUnitToken);
  const unit = useAppSelector(selectUnit);
  const unitError = useAppSelector(selectUnitError);
  const onFinAccount = useCallback((fin: FinAccount) => dispatch(finAccountReceived(fin)), [dispatch]);
  if (!unitToken || !unit) {
    return unitError ? <UnitError message={unitError} /> : <Loading />;
  }
  // Opened by its address where the site plays for fun: why there is nothing to load, as on the hub.
  if (playsForFun(unit)) return <PlayMoneyCashIn unit={unit} unitToken={unitToken} />;
  if (!offered(unit, 'voucher')) return <NotOffered />;
  return (
    <VoucherScreen
      unitToken={unitToken}
      unitId={unit.id}
      currency={unit.site.currency_code}
      onFinAccount={onFinAccount}
    />
  );
}

export function VoucherPage() {
  return (
    <AppLayout>
      <RequireAuth>
        <ConnectedVoucher />
      </RequireAuth>
    </AppLayout>
  );
}
