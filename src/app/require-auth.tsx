import CircularProgress from '@mui/material/CircularProgress';
import { navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { selectIsSignedIn, selectMustSignIn, selectSignedOutByPlayer } from '../features/auth/slice';
import { useLocalizedPath, useMessages } from '../i18n/index';
import { useAppSelector } from './hooks';

export function Loading() {
  const messages = useMessages();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <CircularProgress aria-label={messages.common.loading} />
    </div>
  );
}

/**
 * SPEC §4: a failed auth state with no user goes to the auth page (keeping the language prefix); except right after
 * the player signed out on this page, when the sign-out itself goes home (SPEC §2). Answers whether the player is
 * signed in.
 */
export function useSignInRequired(): boolean {
  const mustSignIn = useAppSelector(selectMustSignIn);
  const signedIn = useAppSelector(selectIsSignedIn);
  const signedOutByPlayer = useAppSelector(selectSignedOutByPlayer);
  const localized = useLocalizedPath();
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;
  useEffect(() => {
    // In the page's language: /zu/cashin/ → /zu/auth/.
    if (mustSignIn && !(signedOutByPlayer && wasSignedIn.current))
      void navigate(localized('/auth/'), { replace: true });
  }, [mustSignIn, signedOutByPlayer, localized]);
  return signedIn;
}

/** A page for signed-in players only (useSignInRequired): a spinner until the player is known. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useSignInRequired() ? <>{children}</> : <Loading />;
}
