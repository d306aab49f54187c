/**
 * The cash-in pages (SPEC §2 Cash-in routes) fed with the live unit: the hub, the redirect methods and UPI. The
 * brand's country is the build's (site config); which methods its unit offers is the unit config's.
 *
 * Each screen's code is its own chunk, loaded while the session is checked: a page carries only its frame (the hub
 * its cards; the ticket form's code comes once the player reaches it, TicketSlot), not every cash-in screen's forms,
 * schemas and QR code. The screen is drawn at low priority once the unit is there, in slices, rather than in one long
 * task.
 */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { FinAccount, Unit } from '../../../contract/entities';
import { RouterLink } from '../../components/link';
import { CashInHub } from '../../features/cashin/components/cashin-hub';
import { selectUser } from '../../features/auth/slice';
import { isAndroid } from '../../features/cashin/browser';
import type { RedirectMethod } from '../../features/cashin/components/redirect-screen';
import { UnitError } from '../../components/unit-error';
import { cashInMethods, upiLimits } from '../../features/cashin/methods';
import type { CashInMethod } from '../../features/cashin/methods';
import { RealMoneyOff, RefillPlayBalance } from '../../features/unit/components/real-money-off';
import {
  finAccountReceived,
  playBalanceUpdated,
  selectPlayBalance,
  selectTotalBalance,
  selectUnit,
  selectUnitError,
  selectUnitToken,
} from '../../features/unit/slice';
import { useMessages } from '../../i18n';
import { Paths } from '../../lib/layout';
import { siteCountry, siteCurrency } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { retryingImport } from '../../lib/retrying-import';
import { Loading, useSignInRequired } from '../require-auth';
import { importInStages, once } from '../../lib/staged-import';

// What the method screens run first, a task each (src/lib/staged-import.ts): RTK Query with the cash-in endpoints,
// then yup with the schemas, then the form library and MUI's text field.
const FORM_STAGES = [
  () => import('../../features/cashin/api'),
  () => import('../../features/cashin/schemas'),
  () => Promise.all([import('react-hook-form'), import('@mui/material/TextField')]),
];
const loadRedirect = once(() =>
  importInStages(FORM_STAGES, () => import('../../features/cashin/components/redirect-screen')),
);
const loadUpi = once(() => importInStages(FORM_STAGES, () => import('../../features/cashin/components/upi-screen')));

// A chunk that fails to load (offline) is asked for again: the page keeps its shell meanwhile.
const RedirectScreen = lazy(() => retryingImport(loadRedirect).then((m) => ({ default: m.RedirectScreen })));
const UpiScreen = lazy(() => retryingImport(loadUpi).then((m) => ({ default: m.UpiScreen })));

/** Starts loading a screen's code once the page is up, beside the session check rather than after it. */
function usePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    void load().catch(() => {});
  }, [load]);
}

/** Where the site plays for fun: why there is no cash-in, the play balance and its refill (contract/play-money.ts). */
export function PlayMoneyCashIn({ unit, unitToken }: { unit: Unit; unitToken: string | null }) {
  const dispatch = useAppDispatch();
  const playBalance = useAppSelector(selectPlayBalance);
  const onRefilled = useCallback((amount: number) => dispatch(playBalanceUpdated(amount)), [dispatch]);
  const currency = unit.site.currency_code;
  return (
    <RealMoneyOff page="cashIn" playBalance={playBalance} currency={currency}>
      <RefillPlayBalance unitToken={unitToken} playBalance={playBalance} currency={currency} onRefilled={onRefilled} />
    </RealMoneyOff>
  );
}

export const playsForFun = (unit: Unit) => unit.config.real_money_enabled === false;

/**
 * A cash-in page for signed-in players (a visitor is sent to sign in): its screen fed with the loaded unit and its
 * token; `shell` until then (or the unit's error). The screen is drawn at low priority, in slices that leave the
 * main thread free for taps, in place of the shell.
 */
function CashInScreen({
  children,
  shell,
}: {
  children: (unit: Unit, unitToken: string) => ReactNode;
  shell: ReactNode;
}) {
  const signedIn = useDeferredValue(useSignInRequired());
  const unitToken = useDeferredValue(useAppSelector(selectUnitToken));
  const unit = useDeferredValue(useAppSelector(selectUnit));
  const unitError = useAppSelector(selectUnitError);
  const ready = signedIn && unitToken && unit;
  if (!ready && signedIn && unitError) {
    return <UnitError message={unitError} />;
  }
  if (ready && unit && playsForFun(unit)) return <PlayMoneyCashIn unit={unit} unitToken={unitToken} />;
  // The shell outside the boundary: in the static HTML it is the page itself, not a fallback streamed with a copy.
  return ready ? <Suspense fallback={shell}>{children(unit, unitToken)}</Suspense> : shell;
}

/** The layout reads the store on its own: a change there re-renders the screen, not the whole page. */
function CashInPage({
  children,
  shell = <Loading />,
}: {
  children: (unit: Unit, unitToken: string) => ReactNode;
  shell?: ReactNode;
}) {
  return (
    <AppLayout>
      <CashInScreen shell={shell}>{children}</CashInScreen>
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

// The session's start changes nothing the hub shows until the unit is there: no render of it in that task.
const MemoCashInHub = memo(CashInHub);

/**
 * The hub is in the static HTML as it is while the session and the unit load (CashInHub without a config), and then
 * filled in place at low priority: no placeholder page is swapped for it.
 */
function HubScreen() {
  const dispatch = useAppDispatch();
  const signedIn = useDeferredValue(useSignInRequired());
  const unitToken = useDeferredValue(useAppSelector(selectUnitToken));
  const unit = useDeferredValue(useAppSelector(selectUnit));
  // Live: a cashed-in ticket shows at once.
  const balance = useAppSelector(selectTotalBalance);
  const unitError = useAppSelector(selectUnitError);
  const onFinAccount = useCallback((fin: FinAccount) => dispatch(finAccountReceived(fin)), [dispatch]);
  const ready = signedIn && unitToken && unit ? unit : null;
  if (!ready && signedIn && unitError) {
    return <UnitError message={unitError} />;
  }
  if (ready && playsForFun(ready)) return <PlayMoneyCashIn unit={ready} unitToken={unitToken} />;
  return (
    <MemoCashInHub
      country={siteCountry()}
      config={ready ? ready.config : null}
      currency={ready ? ready.site.currency_code : siteCurrency()}
      balance={ready ? balance : null}
      unitToken={ready ? unitToken : null}
      onFinAccount={onFinAccount}
    />
  );
}

// No preload: the hub's only form, the ticket's, loads its own code once the player comes to it (TicketSlot).
export function CashInHubPage() {
  return (
    <AppLayout>
      <HubScreen />
    </AppLayout>
  );
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
    usePreload(loadRedirect);
    return (
      <CashInPage>{(unit, unitToken) => <Redirect method={method} unit={unit} unitToken={unitToken} />}</CashInPage>
    );
  };

export const PhoneDepositPage = redirectPage('phone');
export const InstantEftDepositPage = redirectPage('instantEft');
export const CardDepositPage = redirectPage('card');

const upiPage = (method: 'qr' | 'intent') =>
  function UpiDepositPage() {
    usePreload(loadUpi);
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
