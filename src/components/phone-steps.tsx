/** The steps sign-up, password reset and phone change share: a phone number, then the code sent to it. */

import { yupResolver } from '@hookform/resolvers/yup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { object } from 'yup';
import type { InferType } from 'yup';
import { useMessages } from '../i18n';
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
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

/** Asks for the code sent to `phone`; `submit` throws the failed call's error. */
export function CodeStep({ phone, submit }: { phone: string; submit: (otp: string) => Promise<void> }) {
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
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
    </form>
  );
}
