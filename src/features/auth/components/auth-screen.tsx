import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { messages } from '../../../i18n/en';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signIn' | 'signUp';

/** /auth/: sign in or sign up (reset password comes later). */
export function AuthScreen({ initialMode = 'signIn', onSignedIn }: { initialMode?: AuthMode; onSignedIn: () => void }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Tabs
        value={mode}
        onChange={(_event, next: AuthMode) => setMode(next)}
        variant="fullWidth"
        aria-label={messages.auth.title}
      >
        <Tab value="signIn" label={messages.common.signIn} id="auth-tab-sign-in" aria-controls="auth-panel" />
        <Tab value="signUp" label={messages.common.signUp} id="auth-tab-sign-up" aria-controls="auth-panel" />
      </Tabs>
      <div
        role="tabpanel"
        id="auth-panel"
        aria-labelledby={mode === 'signIn' ? 'auth-tab-sign-in' : 'auth-tab-sign-up'}
      >
        {mode === 'signIn' ? <SignInForm onSignedIn={onSignedIn} /> : <SignUpForm onSignedIn={onSignedIn} />}
      </div>
    </Paper>
  );
}
