import { navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { AuthScreen, isAuthMode } from '../../features/auth/components/auth-screen';
import type { AuthMode } from '../../features/auth/components/auth-screen';
import { useLocalizedPath } from '../../i18n';
import { AppLayout } from '../app-layout';

/** The mode a link asked for: `?mode=reset` in the address, or `{ mode }` in the link's state. */
export function requestedAuthMode(location: { search?: string; state?: unknown }): AuthMode | null {
  const fromState = (location.state as { mode?: unknown } | null | undefined)?.mode;
  if (isAuthMode(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search ?? '').get('mode');
  return isAuthMode(fromQuery) ? fromQuery : null;
}

/** Where to go once signed in: the address's `next` (lib/layout signInPath) when it is a path of this site, else home. */
export function afterSignIn(search: string | undefined): string {
  const next = new URLSearchParams(search ?? '').get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
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
  const localized = useLocalizedPath();
  const next = afterSignIn(location.search);
  // In the page's language: /zu/auth/ goes on to /zu/… (home included).
  const goOn = useCallback(() => void navigate(localized(next)), [next, localized]);
  return (
    <AppLayout>
      <AuthScreen mode={mode} onModeChange={setMode} onSignedIn={goOn} />
    </AppLayout>
  );
}
