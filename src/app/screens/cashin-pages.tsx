/**
 * The cash-in pages (SPEC §2 Cash-in routes) fed with the live unit: the hub, the redirect methods and UPI. The
 * brand's country is the build's (site config); which methods its unit offers is the unit config's.
 */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { FinAccount, Unit } from '../../../contract/entities';
import { RouterLink } from '../../components/link';
import { selectUser } from '../../features/auth/slice';
import { isAndroid } from '../../features/cashin/browser';
import { CashInHub } from '../../features/cashin/components/cashin-hub';
import { RedirectScreen } from '../../features/cashin/components/redirect-screen';
import type { RedirectMethod } from '../../features/cashin/components/redirect-screen';
import { UpiScreen } from '../../features/cashin/components/upi-screen';
import { cashInMethods, upiLimits } from '../../features/cashin/methods';
import type { CashInMethod } from '../../features/cashin/methods';
import {
  finAccountReceived,
  selectTotalBalance,
  selectUnit,
  selectUnitError,
  selectUnitToken,
} from '../../features/unit/slice';
import { useMessages } from '../../i18n';
import { Paths } from '../../lib/layout';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';

/** Renders `children` with the loaded unit and its token; a spinner (or the unit's error) until then. */
function WithUnit({ children }: { children: (unit: Unit, unitToken: string) => ReactNode }) {
  const unitToken = useAppSelector(selectUnitToken);
  const unit = useAppSelector(selectUnit);
  const unitError = useAppSelector(selectUnitError);
  if (!unitToken || !unit) {
    return unitError ? (
      <Alert severity="error" role="alert">
        {unitError}
      </Alert>
    ) : (
      <Loading />
    );
  }
  return <>{children(unit, unitToken)}</>;
}

function CashInPage({ children }: { children: (unit: Unit, unitToken: string) => ReactNode }) {
  return (
    <AppLayout>
      <RequireAuth>
        <WithUnit>{children}</WithUnit>
      </RequireAuth>
    </AppLayout>
  );
}

/** A method this brand or unit does not offer: say so, and lead back to the ones it does. */
export function NotOffered() {
  const t = useMessages().depositMethods;
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Alert severity="info" role="status">
        {t.notAvailable}
      </Alert>
      <Button component={RouterLink} to={Paths.deposit} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {t.backToMethods}
      </Button>
    </Paper>
  );
}

export const offered = (unit: Unit, method: CashInMethod) => cashInMethods(siteCountry(), unit.config).includes(method);

function Hub({ unit, unitToken }: { unit: Unit; unitToken: string }) {
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectTotalBalance);
  const onFinAccount = useCallback((fin: FinAccount) => dispatch(finAccountReceived(fin)), [dispatch]);
  return (
    <CashInHub
      country={siteCountry()}
      config={unit.config}
      currency={unit.site.currency_code}
      balance={balance}
      unitToken={unitToken}
      onFinAccount={onFinAccount}
    />
  );
}

export function CashInHubPage() {
  return <CashInPage>{(unit, unitToken) => <Hub unit={unit} unitToken={unitToken} />}</CashInPage>;
}

function Redirect({ method, unit, unitToken }: { method: RedirectMethod; unit: Unit; unitToken: string }) {
  const user = useAppSelector(selectUser);
  if (!offered(unit, method)) return <NotOffered />;
  return (
    <RedirectScreen
      method={method}
      unitToken={unitToken}
      currency={unit.site.currency_code}
      country={siteCountry()}
      playerPhone={user?.phone}
    />
  );
}

const redirectPage = (method: RedirectMethod) =>
  function RedirectMethodPage() {
    return (
      <CashInPage>{(unit, unitToken) => <Redirect method={method} unit={unit} unitToken={unitToken} />}</CashInPage>
    );
  };

export const PhoneDepositPage = redirectPage('phone');
export const InstantEftDepositPage = redirectPage('instantEft');
export const CardDepositPage = redirectPage('card');

const upiPage = (method: 'qr' | 'intent') =>
  function UpiDepositPage() {
    return (
      <CashInPage>
        {(unit, unitToken) =>
          offered(unit, method === 'qr' ? 'upiQr' : 'upiIntent') ? (
            <UpiScreen
              method={method}
              limits={upiLimits(unit.config, method)}
              unitToken={unitToken}
              currency={unit.site.currency_code}
              android={isAndroid()}
            />
          ) : (
            <NotOffered />
          )
        }
      </CashInPage>
    );
  };

export const UpiQrDepositPage = upiPage('qr');
export const UpiIntentDepositPage = upiPage('intent');
