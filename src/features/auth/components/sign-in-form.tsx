import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { useFailureHandler } from '../../../lib/failures';
import type { DescribedError } from '../../../lib/error-catalogue';
import { toE164 } from '../../../lib/phone';
import { siteConfig, siteCountry } from '../../../lib/site-config';
import { identifySupportChat } from '../../../lib/support-chat';
import { useLoginMutation } from '../api';
import { signInSchema } from '../schemas';
import type { SignInValues } from '../schemas';
import { signedIn } from '../slice';

export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const messages = useMessages();
  const t = messages.auth;
  const country = siteCountry();
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema(country)),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    setError(null);
    try {
      const answer = await login({
        login: toE164(values.phone, country),
        password: values.password,
        provider: 'identity',
        site_id: siteConfig.siteId,
      }).unwrap();
      dispatch(signedIn(answer));
      identifySupportChat({ phone: values.phone });
      onSignedIn();
    } catch (failure) {
      setError(handleFailure(failure, 'login'));
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
      <FormTextField
        control={control}
        name="password"
        label={t.password}
        type="password"
        autoComplete="current-password"
      />
      <FormError error={error} />
      <SubmitButton formState={formState}>{messages.common.signIn}</SubmitButton>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onForgotPassword}>
        {messages.account.forgotPassword}
      </Button>
    </form>
  );
}
