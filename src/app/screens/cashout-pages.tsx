/**
 * The /cashout/ screens fed with the signed-in player and the live unit: each answer of a cash-out call goes into
 * the unit slice (new balances; SPEC §4 load status success), and the account feature's add forms are offered
 * inline where a withdrawal needs a saved account.
 */

import Alert from '@mui/material/Alert';
import { navigate } from 'gatsby';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { FinAccount, Unit, User } from '../../../contract/entities';
import type { WithdrawalMethod } from '../../../contract/withdrawals';
import { AddBankAccountForm, AddUpiAccountForm } from '../../features/account/components/bank-accounts';
import { selectUser, userLoaded } from '../../features/auth/slice';
import { CashOutHub } from '../../features/cashout/components/cashout-hub';
import { TicketPreload, TicketResult } from '../../features/cashout/components/ticket-screens';
import { WithdrawalFlow, type Review } from '../../features/cashout/components/withdrawal-flow';
import { AccountWithdrawalForm, AtmForm } from '../../features/cashout/components/withdrawal-forms';
import { CashOutPaths, isMethodEnabled, methodTerms, type MethodTerms } from '../../features/cashout/methods';
import {
  cashOutAnswered,
  finAccountReceived,
  selectUnit,
  selectUnitError,
  selectUnitToken,
} from '../../features/unit/slice';
import { useLocalizedPath } from '../../i18n';
import { maskValue } from '../../lib/input-cleaning';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';

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

function WithSession({ children }: { children: (session: Session) => ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const unit = useAppSelector(selectUnit);
  const unitToken = useAppSelector(selectUnitToken);
  const unitError = useAppSelector(selectUnitError);
  const onAnswered = useCallback(() => dispatch(cashOutAnswered()), [dispatch]);
  const onFinAccount = useCallback((fin: FinAccount) => dispatch(finAccountReceived(fin)), [dispatch]);
  const onUser = useCallback((next: User) => dispatch(userLoaded(next)), [dispatch]);
  if (!user || !unit || !unitToken) {
    return unitError ? (
      <Alert severity="error" role="alert">
        {unitError}
      </Alert>
    ) : (
      <Loading />
    );
  }
  const withdrawable = unit.fin_account.balance + unit.fin_account.deposit_balance;
  return (
    <>
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
    </>
  );
}

function CashOutFrame({ children }: { children: (session: Session) => ReactNode }) {
  return (
    <AppLayout>
      <RequireAuth>
        <WithSession>{children}</WithSession>
      </RequireAuth>
    </AppLayout>
  );
}

export function CashOutHubPage() {
  return (
    <CashOutFrame>
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
              secondary: a.holder_name,
            }))}
            addAccount={<AddBankAccountForm onUser={s.onUser} />}
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
          addAccount={<AddUpiAccountForm onUser={s.onUser} />}
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
  return <CashOutFrame>{(s) => <TicketResult unitId={s.unit.id} />}</CashOutFrame>;
}
