/** Sign-up in three steps: phone → OTP code → name and password (SPEC §7 account calls). */

import { yupResolver } from '@hookform/resolvers/yup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { messages } from '../../../i18n/en';
import { errorMessage } from '../../../lib/errors';
import { toE164 } from '../../../lib/phone';
import { siteConfig, siteCountry } from '../../../lib/site-config';
import { useConfirmPhoneMutation, useCreateUserMutation, useStartRegistrationMutation } from '../api';
import { detailsSchema, otpSchema, phoneSchema } from '../schemas';
import type { DetailsValues, OtpValues, PhoneValues } from '../schemas';
import { signedIn } from '../slice';
import { FormError } from './form-error';

const t = messages.auth;

function PhoneStep({ onDone }: { onDone: (phone: string) => void }) {
  const country = siteCountry();
  const [startRegistration] = useStartRegistrationMutation();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<PhoneValues>({
    resolver: yupResolver(phoneSchema(country)),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  const onSubmit = async ({ phone }: PhoneValues) => {
    setError(null);
    const e164 = toE164(phone, country);
    try {
      await startRegistration({ site_id: siteConfig.siteId, phone: e164 }).unwrap();
      onDone(e164);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="phone"
        label={t.phone}
        clean="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormError message={error} />
      <SubmitButton formState={formState}>{t.continue}</SubmitButton>
    </form>
  );
}

function CodeStep({ phone, onDone }: { phone: string; onDone: (phoneToken: string) => void }) {
  const [confirmPhone] = useConfirmPhoneMutation();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<OtpValues>({
    resolver: yupResolver(otpSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const onSubmit = async ({ otp }: OtpValues) => {
    setError(null);
    try {
      const { phone_token } = await confirmPhone({ phone, otp, site_id: siteConfig.siteId }).unwrap();
      onDone(phone_token);
    } catch (failure) {
      setError(errorMessage(failure));
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
      <FormError message={error} />
      <SubmitButton formState={formState}>{t.verify}</SubmitButton>
    </form>
  );
}

function DetailsStep({ phoneToken, onSignedIn }: { phoneToken: string; onSignedIn: () => void }) {
  const [createUser] = useCreateUserMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<DetailsValues>({
    resolver: yupResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const onSubmit = async (values: DetailsValues) => {
    setError(null);
    try {
      const answer = await createUser({
        site_id: siteConfig.siteId,
        phone_token: phoneToken,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        password: values.password,
      }).unwrap();
      dispatch(signedIn(answer));
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="firstName"
        label={t.firstName}
        clean="firstName"
        autoComplete="given-name"
        autoFocus
      />
      <FormTextField control={control} name="lastName" label={t.lastName} clean="lastName" autoComplete="family-name" />
      <FormTextField control={control} name="password" label={t.password} type="password" autoComplete="new-password" />
      <FormError message={error} />
      <SubmitButton formState={formState}>{messages.common.signUp}</SubmitButton>
    </form>
  );
}

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  if (!phone) return <PhoneStep onDone={setPhone} />;
  if (!phoneToken) return <CodeStep phone={phone} onDone={setPhoneToken} />;
  return <DetailsStep phoneToken={phoneToken} onSignedIn={onSignedIn} />;
}
