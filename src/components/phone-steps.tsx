/** The steps sign-up, password reset and phone change share: a phone number, then the code sent to it. */

import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { object } from 'yup';
import type { InferType } from 'yup';
import { OTP_RESEND_INTERVAL_MS } from '../../contract/sites';
import { useMessages } from '../i18n';
import { clockText, useSecondsLeft } from '../lib/countdown';
import { useFailureHandler } from '../lib/failures';
import type { DescribedError } from '../lib/error-catalogue';
import { toE164 } from '../lib/phone';
import { siteCountry } from '../lib/site-config';
import { otpRule, phoneRule } from '../lib/validation';
import { FormError } from './form-error';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

const phoneSchema = (country: ReturnType<typeof siteCountry>) => object({ phone: phoneRule(country) });
type PhoneValues = InferType<ReturnType<typeof phoneSchema>>;
const otpSchema = object({ otp: otpRule() });
type OtpValues = InferType<typeof otpSchema>;

/** Asks for a phone number; `submit` gets it in E.164 and throws the failed call's error. */
export function PhoneStep({
  submit,
  label,
  intro,
}: {
  submit: (e164: string) => Promise<void>;
  label?: string;
  intro?: ReactNode;
}) {
  const t = useMessages().auth;
  const country = siteCountry();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const { control, handleSubmit, formState } = useForm<PhoneValues>({
    resolver: yupResolver(phoneSchema(country)),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  const onSubmit = async ({ phone }: PhoneValues) => {
    setError(null);
    try {
      await submit(toE164(phone, country));
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      {intro ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {intro}
        </Typography>
      ) : null}
      <FormTextField
        control={control}
        name="phone"
        label={label ?? t.phone}
        clean="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormError error={error} />
      <SubmitButton formState={formState}>{t.continue}</SubmitButton>
    </form>
  );
}

/**
 * Under the code: 'Resend code in 0:29' running down from the server's resend interval, then a Resend code button.
 * A refused resend waits as long as the server's Retry-After says, and says so.
 */
function ResendCode({
  resend,
  onFailure,
}: {
  resend: () => Promise<void>;
  /** Shows (or, on a resend that worked, clears) the failure under the form. */
  onFailure: (failure: DescribedError | null) => void;
}) {
  const t = useMessages().auth;
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_INTERVAL_MS);
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const left = useSecondsLeft(resendAt);
  const handleFailure = useFailureHandler();
  const again = async () => {
    setSending(true);
    setResent(false);
    try {
      await resend();
      setResendAt(Date.now() + OTP_RESEND_INTERVAL_MS);
      setResent(true);
      onFailure(null);
    } catch (failure) {
      const described = handleFailure(failure);
      if (described?.retryAt) setResendAt(described.retryAt);
      onFailure(described);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box
      sx={{
        mt: 2,
        minHeight: 48,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      {left > 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t.resendIn(clockText(left))}
        </Typography>
      ) : (
        <Button onClick={() => void again()} disabled={sending} sx={{ minHeight: 48 }}>
          {sending ? t.resending : t.resend}
        </Button>
      )}
      {resent && left > 0 ? (
        <Typography variant="body2" color="success" role="status">
          {t.resent}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Asks for the code sent to `phone`; `submit` throws the failed call's error. `resend` asks for a new code (the
 * step's Resend code button).
 */
export function CodeStep({
  phone,
  submit,
  resend,
}: {
  phone: string;
  submit: (otp: string) => Promise<void>;
  resend: () => Promise<void>;
}) {
  const t = useMessages().auth;
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const { control, handleSubmit, formState } = useForm<OtpValues>({
    resolver: yupResolver(otpSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const onSubmit = async ({ otp }: OtpValues) => {
    setError(null);
    try {
      await submit(otp);
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t.codeSent(phone)}
      </Typography>
      <FormTextField
        control={control}
        name="otp"
        label={t.code}
        clean="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <FormError error={error} />
      <SubmitButton formState={formState}>{t.verify}</SubmitButton>
      <ResendCode resend={resend} onFailure={setError} />
    </form>
  );
}
