/**
 * The /cashout/ screens fed with the signed-in player and the live unit: each answer of a cash-out call goes into
 * the unit slice (new balances; SPEC §4 load status success), and the account feature's add forms are offered
 * inline where a withdrawal needs a saved account.
 *
 * Each screen's code is its own chunk, loaded while the session is checked: the hub carries its cards and shell
 * (src/app/screens/cash-shells.tsx), not the withdrawal forms, dialogs and schemas. The screen is drawn at low
 * priority once the unit is there, in slices, rather than in one long task.
 */

import { navigate } from 'gatsby';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { FinAccount, Unit, User } from '../../../contract/entities';
import type { WithdrawalMethod } from '../../../contract/withdrawals';
import { selectUser, userLoaded } from '../../features/auth/slice';
import type {
  Review,
  WithdrawalFlow as WithdrawalFlowComponent,
} from '../../features/cashout/components/withdrawal-flow';
import { CashOutPaths, isMethodEnabled, methodTerms, type MethodTerms } from '../../features/cashout/methods';
import {
  cashOutAnswered,
  finAccountReceived,
  selectPlayBalance,
  selectUnit,
  selectUnitError,
  selectUnitToken,
} from '../../features/unit/slice';
import { RealMoneyOff } from '../../features/unit/components/real-money-off';
import { useLocalizedPath } from '../../i18n';
import { zaBranchCode } from '../../../contract/za-banks';
import { bankAccountDetail } from '../../lib/bank-account';
import { maskValue } from '../../lib/input-cleaning';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { retryingImport } from '../../lib/retrying-import';
import { Loading, useSignInRequired } from '../require-auth';
import { importInStages, once } from '../../lib/staged-import';
import { CashOutHubShell } from './cash-shells';
import { UnitError } from '../../components/unit-error';

// What the withdrawal and ticket screens run first, a task each (src/lib/staged-import.ts): RTK Query with the
// cash-out endpoints, then yup with the schemas, then the form library and MUI's text field.
const FORM_STAGES = [
  () => import('../../features/cashout/api'),
  () => Promise.all([import('../../features/cashout/schemas'), import('../../features/account/schemas')]),
  () => Promise.all([import('react-hook-form'), import('@mui/material/TextField')]),
];
// The hub is cards and links only: no forms, no stages.
const loadHub = () => import('../../features/cashout/components/cashout-hub');
const loadTicket = once(() =>
  importInStages(FORM_STAGES, () => import('../../features/cashout/components/ticket-screens')),
);
const loadWithdrawal = once(() =>
  importInStages(FORM_STAGES, () =>
    Promise.all([
      import('../../features/cashout/components/withdrawal-flow'),
      import('../../features/cashout/components/withdrawal-forms'),
      import('../../features/account/components/bank-accounts'),
    ]),
  ),
);
const loadFlow = () => loadWithdrawal().then(([flow]) => flow);
const loadForms = () => loadWithdrawal().then(([, forms]) => forms);
const loadAccounts = () => loadWithdrawal().then(([, , accounts]) => accounts);

// A chunk that fails to load (offline) is asked for again: the page keeps its placeholder meanwhile.
const CashOutHub = lazy(() => retryingImport(loadHub).then((m) => ({ default: m.CashOutHub })));
const TicketPreload = lazy(() => retryingImport(loadTicket).then((m) => ({ default: m.TicketPreload })));
const TicketResult = lazy(() => retryingImport(loadTicket).then((m) => ({ default: m.TicketResult })));
// Lazy loses the flow's method type parameter: the cast gives it back.
const WithdrawalFlow = lazy(() =>
  retryingImport(loadFlow).then((m) => ({ default: m.WithdrawalFlow })),
) as unknown as typeof WithdrawalFlowComponent;
const AtmForm = lazy(() => retryingImport(loadForms).then((m) => ({ default: m.AtmForm })));
const AccountWithdrawalForm = lazy(() => retryingImport(loadForms).then((m) => ({ default: m.AccountWithdrawalForm })));
const AddBankAccountForm = lazy(() => retryingImport(loadAccounts).then((m) => ({ default: m.AddBankAccountForm })));
const AddUpiAccountForm = lazy(() => retryingImport(loadAccounts).then((m) => ({ default: m.AddUpiAccountForm })));

/** Starts loading a screen's code once the page is up, beside the session check rather than after it. */
function usePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    void load().catch(() => {});
  }, [load]);
}

interface Session {
  user: User;
  unit: Unit;
  unitToken: string;
  currency: string;
  withdrawable: number;
  onAnswered: () => void;
  onFinAccount: (finAccount: FinAccount) => void;
  onUser: (user: User) => void;
}

/**
 * A cash-out page for signed-in players (a visitor is sent to sign in): its screen fed with the player and the unit;
 * `shell` until then (or the unit's error). The screen is drawn at low priority, in slices that leave the main thread
 * free for taps, in place of the shell.
 */
function CashOutScreen({ children, shell }: { children: (session: Session) => ReactNode; shell: ReactNode }) {
  const dispatch = useAppDispatch();
  const signedIn = useDeferredValue(useSignInRequired());
  const user = useDeferredValue(useAppSelector(selectUser));
  const unit = useDeferredValue(useAppSelector(selectUnit));
  const unitToken = useDeferredValue(useAppSelector(selectUnitToken));
  const unitError = useAppSelector(selectUnitError);
  const playBalance = useAppSelector(selectPlayBalance);
  const onAnswered = useCallback(() => dispatch(cashOutAnswered()), [dispatch]);
  const onFinAccount = useCallback((fin: FinAccount) => dispatch(finAccountReceived(fin)), [dispatch]);
  const onUser = useCallback((next: User) => dispatch(userLoaded(next)), [dispatch]);
  const ready = signedIn && user && unit && unitToken;
  if (!ready) {
    return signedIn && unitError ? (
      <UnitError message={unitError} />
    ) : (
      // Outside a boundary: in the static HTML the shell is the page itself, not a fallback streamed with a copy.
      shell
    );
  }
  const withdrawable = unit.fin_account.balance + unit.fin_account.deposit_balance;
  const screen = (
    <Suspense fallback={shell}>
      {children({
        user,
        unit,
        unitToken,
        currency: unit.site.currency_code,
        withdrawable,
        onAnswered,
        onFinAccount,
        onUser,
      })}
    </Suspense>
  );
  if (unit.config.real_money_enabled !== false) return screen;
  // The site plays for fun (contract/play-money.ts): say why there is nothing to cash out, but money held from
  // before the operator turned real money off can still be withdrawn.
  return (
    <RealMoneyOff page="cashOut" playBalance={playBalance} currency={unit.site.currency_code} held={withdrawable}>
      {withdrawable > 0 ? screen : null}
    </RealMoneyOff>
  );
}

/** The layout reads the store on its own: a change there re-renders the screen, not the whole page. */
function CashOutFrame({
  children,
  shell = <Loading />,
}: {
  children: (session: Session) => ReactNode;
  shell?: ReactNode;
}) {
  return (
    <AppLayout>
      <CashOutScreen shell={shell}>{children}</CashOutScreen>
    </AppLayout>
  );
}

export function CashOutHubPage() {
  usePreload(loadHub);
  return (
    <CashOutFrame shell={<CashOutHubShell />}>
      {({ unit, currency }) => (
        <CashOutHub finAccount={unit.fin_account} currency={currency} config={unit.config} country={siteCountry()} />
      )}
    </CashOutFrame>
  );
}

/** A bank, ATM or UPI withdrawal page: the method's terms from the unit config, its form inside the flow. */
function WithdrawalPage<M extends WithdrawalMethod>({
  method,
  children,
}: {
  method: M;
  children: (session: Session, terms: MethodTerms, review: Review<M>) => ReactNode;
}) {
  usePreload(loadWithdrawal);
  return (
    <CashOutFrame>
      {(s) => {
        const terms = methodTerms(s.unit.config, method);
        return (
          <WithdrawalFlow
            method={method}
            terms={terms}
            enabled={isMethodEnabled(s.unit.config, method)}
            currency={s.currency}
            unitToken={s.unitToken}
            onAnswered={s.onAnswered}
            onFinAccount={s.onFinAccount}
          >
            {(review) => children(s, terms, review)}
          </WithdrawalFlow>
        );
      }}
    </CashOutFrame>
  );
}

export function AtmPage() {
  return (
    <WithdrawalPage method="im">
      {(s, terms, review) => (
        <AtmForm
          terms={terms}
          currency={s.currency}
          withdrawable={s.withdrawable}
          firstName={s.user.first_name}
          lastName={s.user.last_name}
          onReview={review}
        />
      )}
    </WithdrawalPage>
  );
}

export function EftPage() {
  return (
    <WithdrawalPage method="eft">
      {(s, terms, review) => {
        const saved = s.user.player_bank_accounts;
        return (
          <AccountWithdrawalForm
            kind="bank"
            accounts={saved.map((a) => ({
              id: a.id,
              primary: `${a.bank_name} ${maskValue(a.number)}`,
              secondary: bankAccountDetail(a),
            }))}
            addAccount={<AddBankAccountForm onUser={s.onUser} headingLevel="h2" />}
            terms={terms}
            currency={s.currency}
            withdrawable={s.withdrawable}
            onReview={async (accountId, amount, recipient) => {
              const account = saved.find((a) => a.id === accountId);
              if (!account) return;
              await review(
                {
                  amount,
                  first_name: s.user.first_name,
                  last_name: s.user.last_name,
                  bank_name: account.bank_name,
                  bank_account_number: account.number,
                  bank_account_holder_name: account.holder_name,
                  ...(zaBranchCode(account.bank_name) ? { bank_branch_code: zaBranchCode(account.bank_name) } : {}),
                },
                recipient,
              );
            }}
          />
        );
      }}
    </WithdrawalPage>
  );
}

export function UpiPage() {
  return (
    <WithdrawalPage method="upi">
      {(s, terms, review) => (
        <AccountWithdrawalForm
          kind="upi"
          accounts={s.user.player_upi_accounts.map((a) => ({
            id: a.id,
            primary: `${a.label} ${maskValue(a.account_number)}`,
            secondary: a.ifsc,
          }))}
          addAccount={<AddUpiAccountForm onUser={s.onUser} headingLevel="h2" />}
          terms={terms}
          currency={s.currency}
          withdrawable={s.withdrawable}
          onReview={(accountId, amount, recipient) => review({ amount, upi_account_id: accountId }, recipient)}
        />
      )}
    </WithdrawalPage>
  );
}

export function TicketPreloadPage() {
  const localized = useLocalizedPath();
  const onDone = useCallback(() => void navigate(localized(CashOutPaths.ticketResult)), [localized]);
  usePreload(loadTicket);
  return (
    <CashOutFrame>
      {(s) => (
        <TicketPreload
          unitToken={s.unitToken}
          unitId={s.unit.id}
          currency={s.currency}
          withdrawable={s.withdrawable}
          onAnswered={s.onAnswered}
          // The whole withdrawable balance left on the ticket (the socket confirms it too).
          onCashedOut={() => s.onFinAccount({ ...s.unit.fin_account, balance: 0, deposit_balance: 0 })}
          onDone={onDone}
        />
      )}
    </CashOutFrame>
  );
}

export function TicketResultPage() {
  usePreload(loadTicket);
  return <CashOutFrame>{(s) => <TicketResult unitId={s.unit.id} />}</CashOutFrame>;
}
