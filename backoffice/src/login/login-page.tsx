import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { confirmEnrolment, EnrolmentRequired, startEnrolment, type EnrolmentAnswer } from '../auth-provider';

const CODE = /^\d{6}$/;

/**
 * Sign-in with email, password and the authenticator's 6-digit code. Staff with a one-time password (first sign-in,
 * or after a reset) enrol their app from a QR code and choose their own password on the way.
 */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [enrolment, setEnrolment] = useState<EnrolmentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (enrolment) {
        await confirmEnrolment({ email, password, totp, new_password: newPassword });
        window.location.assign(window.location.pathname.replace(/\/login$/, '/'));
        return;
      }
      await login({ email, password, totp });
    } catch (failure) {
      if (failure instanceof EnrolmentRequired) {
        try {
          setEnrolment(await startEnrolment(email, password));
          setTotp('');
        } catch (enrolFailure) {
          setError(enrolFailure instanceof Error ? enrolFailure.message : 'Enrolment failed');
        }
      } else {
        setError(failure instanceof Error ? failure.message : 'Sign-in failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: '#eef2f6',
        backgroundImage: 'linear-gradient(160deg, #1f4e79 0%, #1f4e79 38%, #eef2f6 38%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={6}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} component="form" onSubmit={submit} noValidate>
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography variant="h5" component="h1">
                Back office
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {enrolment ? 'Set up two-step sign-in' : 'Staff sign-in'}
              </Typography>
            </Stack>
            {error && <Alert severity="error">{error}</Alert>}
            {!enrolment && (
              <>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  required
                  autoFocus
                />
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
              </>
            )}
            {enrolment && (
              <>
                <Typography variant="body2">
                  Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
                  1Password…), then enter the 6-digit code it shows and choose your own password.
                </Typography>
                <Box
                  component="img"
                  src={enrolment.qr_data_url}
                  alt="QR code for your authenticator app"
                  sx={{ width: 200, height: 200, alignSelf: 'center' }}
                />
                <Typography variant="caption" sx={{ wordBreak: 'break-all' }} color="text.secondary">
                  Cannot scan? Key: {new URL(enrolment.otpauth_uri).searchParams.get('secret')}
                </Typography>
                <TextField
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                  helperText="At least 12 characters"
                  required
                />
              </>
            )}
            <TextField
              label="6-digit code"
              value={totp}
              onChange={(event) => setTotp(event.target.value.replace(/\D/g, '').slice(0, 6))}
              autoComplete="one-time-code"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
              helperText="From your authenticator app"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={
                busy || !email || !password || !CODE.test(totp) || (enrolment !== null && newPassword.length < 12)
              }
            >
              {enrolment ? 'Finish set-up and sign in' : 'Sign in'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
