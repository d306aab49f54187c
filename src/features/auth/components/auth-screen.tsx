import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useMessages } from '../../../i18n';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signIn' | 'signUp' | 'reset';

export const AUTH_MODES: readonly AuthMode[] = ['signIn', 'signUp', 'reset'];

export function isAuthMode(value: unknown): value is AuthMode {
  return typeof value === 'string' && (AUTH_MODES as readonly string[]).includes(value);
}

const tabIds: Record<AuthMode, string | undefined> = {
  signIn: 'auth-tab-sign-in',
  signUp: 'auth-tab-sign-up',
  reset: undefined,
};

/** /auth/ in three modes: sign in, sign up, reset password. The page picks the mode (address or link state). */
export function AuthScreen({
  mode,
  onModeChange,
  onSignedIn,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}) {
  const messages = useMessages();
  const t = messages.account;
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (next: AuthMode) => {
    setNotice(null);
    onModeChange(next);
  };

  let panel;
  if (mode === 'signIn') panel = <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => choose('reset')} />;
  else if (mode === 'signUp') panel = <SignUpForm onSignedIn={onSignedIn} />;
  else {
    panel = (
      <>
        <Typography variant="h6" component="h1" id="auth-reset-title" sx={{ mt: 3 }}>
          {t.resetTitle}
        </Typography>
        <ResetPasswordForm
          onSignedIn={onSignedIn}
          onPasswordChanged={() => {
            onModeChange('signIn');
            setNotice(t.passwordChanged);
          }}
        />
        <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={() => choose('signIn')}>
          {t.backToSignIn}
        </Button>
      </>
    );
  }

  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      {/* The page's title for screen readers; the tabs say it on screen (the reset form shows its own). */}
      {mode === 'reset' ? null : (
        <Typography component="h1" sx={visuallyHidden}>
          {messages.auth.title}
        </Typography>
      )}
      <Tabs
        value={mode === 'reset' ? false : mode}
        onChange={(_event, next: AuthMode) => choose(next)}
        variant="fullWidth"
        aria-label={messages.auth.title}
      >
        <Tab value="signIn" label={messages.common.signIn} id={tabIds.signIn} aria-controls="auth-panel" />
        <Tab value="signUp" label={messages.common.signUp} id={tabIds.signUp} aria-controls="auth-panel" />
      </Tabs>
      {notice ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      ) : null}
      <div role="tabpanel" id="auth-panel" aria-labelledby={tabIds[mode] ?? 'auth-reset-title'}>
        {panel}
      </div>
    </Paper>
  );
}
