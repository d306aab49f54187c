import CircularProgress from '@mui/material/CircularProgress';
import { navigate } from 'gatsby';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { selectIsSignedIn, selectMustSignIn } from '../features/auth/slice';
import { messages } from '../i18n/en';
import { useAppSelector } from './hooks';

export function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <CircularProgress aria-label={messages.common.loading} />
    </div>
  );
}

/** SPEC §4: a failed auth state with no user goes to the auth page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const mustSignIn = useAppSelector(selectMustSignIn);
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (mustSignIn) void navigate('/auth/', { replace: true });
  }, [mustSignIn]);
  return signedIn ? <>{children}</> : <Loading />;
}
