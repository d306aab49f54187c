/** The /my-account/ screens, fed from the session: each needs a signed-in player (RequireAuth). */

import { navigate } from 'gatsby';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { AuthTokens, User } from '../../../contract/entities';
import { AccountOverview } from '../../features/account/components/account-overview';
import { BankAccounts } from '../../features/account/components/bank-accounts';
import { ChangePassword } from '../../features/account/components/change-password';
import { EditPhone } from '../../features/account/components/edit-phone';
import { AccountPaths } from '../../features/account/paths';
import { selectUser, userLoaded } from '../../features/auth/slice';
import { toastShown } from '../../features/ui/slice';
import { selectUnitToken } from '../../features/unit/slice';
import { useLocalizedPath, useMessages } from '../../i18n';
import { loggedOut, tokensRefreshed, unitTokenRefused } from '../../lib/session';
import { siteConfig } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';

/** The page frame, and the player once loaded. */
export function AccountFrame({ children }: { children: (user: User) => ReactNode }) {
  return (
    <AppLayout>
      <RequireAuth>
        <WithUser>{children}</WithUser>
      </RequireAuth>
    </AppLayout>
  );
}

function WithUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useAppSelector(selectUser);
  return user ? <>{children(user)}</> : <Loading />;
}

const useUserChanged = () => {
  const dispatch = useAppDispatch();
  return useCallback((user: User) => dispatch(userLoaded(user)), [dispatch]);
};

export function MyAccountPage() {
  const dispatch = useAppDispatch();
  const localized = useLocalizedPath();
  const onSignOut = useCallback(() => {
    dispatch(loggedOut({ byPlayer: true }));
    void navigate(localized('/'));
  }, [dispatch, localized]);
  return <AccountFrame>{(user) => <AccountOverview user={user} onSignOut={onSignOut} />}</AccountFrame>;
}

export function EditPhonePage() {
  const dispatch = useAppDispatch();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const onUserChanged = useUserChanged();
  const onUpdated = useCallback(
    (user: User) => {
      onUserChanged(user);
      dispatch(toastShown({ kind: 'success', message: messages.account.phoneUpdated }));
      void navigate(localized(AccountPaths.overview));
    },
    [dispatch, localized, messages, onUserChanged],
  );
  return <AccountFrame>{() => <EditPhone onUpdated={onUpdated} />}</AccountFrame>;
}

/** Ours (issue 39). The server signs every session out and answers this one's new tokens; the unit token goes too. */
export function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const unitToken = useAppSelector(selectUnitToken);
  const onChanged = useCallback(
    (tokens: AuthTokens) => {
      dispatch(tokensRefreshed(tokens));
      // Revoked with every other: the session asks for a fresh one of the same unit (src/app/session.ts).
      if (unitToken) dispatch(unitTokenRefused(unitToken));
      dispatch(toastShown({ kind: 'success', message: messages.account.passwordUpdated }));
      void navigate(localized(AccountPaths.overview));
    },
    [dispatch, localized, messages, unitToken],
  );
  return <AccountFrame>{() => <ChangePassword onChanged={onChanged} />}</AccountFrame>;
}

export function BanksPage() {
  const onUserChanged = useUserChanged();
  return (
    <AccountFrame>
      {(user) => <BankAccounts user={user} onUser={onUserChanged} showUpi={siteConfig.sitePrefix === 'in'} />}
    </AccountFrame>
  );
}
