import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import type { AuthMode } from '../../features/auth/components/auth-screen';
import { AppLayout } from '../app-layout';

export function AuthPage({ mode }: { mode?: AuthMode }) {
  const goHome = useCallback(() => void navigate('/'), []);
  return (
    <AppLayout>
      <AuthScreen initialMode={mode} onSignedIn={goHome} />
    </AppLayout>
  );
}
