import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { messages } from '../../../i18n/en';
import { errorMessage } from '../../../lib/errors';
import { toE164 } from '../../../lib/phone';
import { siteConfig, siteCountry } from '../../../lib/site-config';
import { useLoginMutation } from '../api';
import { signInSchema } from '../schemas';
import type { SignInValues } from '../schemas';
import { signedIn } from '../slice';
import { FormError } from './form-error';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const country = siteCountry();
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<string | null>(null);
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
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure, 'login'));
    }
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="phone"
        label={messages.auth.phone}
        clean="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="password"
        label={messages.auth.password}
        type="password"
        autoComplete="current-password"
      />
      <FormError message={error} />
      <SubmitButton formState={formState}>{messages.common.signIn}</SubmitButton>
    </form>
  );
}
