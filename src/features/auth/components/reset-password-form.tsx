/**
 * Reset password: phone → code (send_otp) → password token → new password, then signed in with it.
 * Should that sign-in fail, the player is sent back to sign in with a note that the password changed.
 */

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { useFailureHandler } from '../../../lib/failures';
import type { DescribedError } from '../../../lib/error-catalogue';
import { siteConfig } from '../../../lib/site-config';
import { useLoginMutation, usePasswordTokenMutation, useSendOtpMutation, useSetPasswordMutation } from '../api';
import { newPasswordSchema } from '../schemas';
import type { NewPasswordValues } from '../schemas';
import { signedIn } from '../slice';
import { CodeStep, PhoneStep } from '../../../components/phone-steps';

interface Done {
  onSignedIn: () => void;
  /** The password changed but signing in with it did not work: back to sign in. */
  onPasswordChanged: () => void;
}

function NewPasswordStep({
  phone,
  passwordToken,
  onSignedIn,
  onPasswordChanged,
}: { phone: string; passwordToken: string } & Done) {
  const t = useMessages().account;
  const [setPassword] = useSetPasswordMutation();
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const { control, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const onSubmit = async ({ password }: NewPasswordValues) => {
    setError(null);
    try {
      await setPassword({ site_id: siteConfig.siteId, login: phone, password_token: passwordToken, password }).unwrap();
    } catch (failure) {
      setError(handleFailure(failure));
      return;
    }
    try {
      const answer = await login({ login: phone, password, provider: 'identity', site_id: siteConfig.siteId }).unwrap();
      dispatch(signedIn(answer, 'password-reset'));
      onSignedIn();
    } catch {
      onPasswordChanged();
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="password"
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <FormError error={error} />
      <SubmitButton formState={formState}>{t.savePassword}</SubmitButton>
    </form>
  );
}

export function ResetPasswordForm(done: Done) {
  const t = useMessages().account;
  const [sendOtp] = useSendOtpMutation();
  const [requestPasswordToken] = usePasswordTokenMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [passwordToken, setPasswordToken] = useState<string | null>(null);
  if (!phone) {
    return (
      <PhoneStep
        intro={t.resetIntro}
        submit={async (e164) => {
          await sendOtp({ site_id: siteConfig.siteId, phone: e164 }).unwrap();
          setPhone(e164);
        }}
      />
    );
  }
  if (!passwordToken) {
    return (
      <CodeStep
        phone={phone}
        resend={async () => {
          await sendOtp({ site_id: siteConfig.siteId, phone }).unwrap();
        }}
        submit={async (otp) => {
          const answer = await requestPasswordToken({ site_id: siteConfig.siteId, phone, otp }).unwrap();
          setPasswordToken(answer.password_token);
        }}
      />
    );
  }
  return <NewPasswordStep phone={phone} passwordToken={passwordToken} {...done} />;
}
