import { navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { AuthScreen, isAuthMode } from '../../features/auth/components/auth-screen';
import type { AuthMode } from '../../features/auth/components/auth-screen';
import { AppLayout } from '../app-layout';

/** The mode a link asked for: `?mode=reset` in the address, or `{ mode }` in the link's state. */
export function requestedAuthMode(location: { search?: string; state?: unknown }): AuthMode | null {
  const fromState = (location.state as { mode?: unknown } | null | undefined)?.mode;
  if (isAuthMode(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search ?? '').get('mode');
  return isAuthMode(fromQuery) ? fromQuery : null;
}

type PageLocation = { search?: string; state?: unknown; key?: string };

export function AuthPage({ location = {} }: { location?: PageLocation }) {
  const requested = requestedAuthMode(location);
  const visit = location.key;
  // The static HTML is the sign-in form; the requested mode is applied once the page runs, so hydration matches.
  const [mode, setMode] = useState<AuthMode>('signIn');
  useEffect(() => {
    if (requested) setMode(requested);
  }, [requested, visit]);
  const goHome = useCallback(() => void navigate('/'), []);
  return (
    <AppLayout>
      <AuthScreen mode={mode} onModeChange={setMode} onSignedIn={goHome} />
    </AppLayout>
  );
}
