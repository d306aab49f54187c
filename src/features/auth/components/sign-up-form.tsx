/** Sign-up in three steps: phone → OTP code → name and password (SPEC §7 account calls). */

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
import { identifySupportChat } from '../../../lib/support-chat';
import { useConfirmPhoneMutation, useCreateUserMutation, useStartRegistrationMutation } from '../api';
import { detailsSchema } from '../schemas';
import type { DetailsValues } from '../schemas';
import { signedIn } from '../slice';
import { CodeStep, PhoneStep } from '../../../components/phone-steps';

function DetailsStep({ phoneToken, onSignedIn }: { phoneToken: string; onSignedIn: () => void }) {
  const messages = useMessages();
  const t = messages.auth;
  const [createUser] = useCreateUserMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
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
      dispatch(signedIn(answer, 'sign-up'));
      onSignedIn();
    } catch (failure) {
      setError(handleFailure(failure));
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
      <FormError error={error} />
      <SubmitButton formState={formState}>{messages.common.signUp}</SubmitButton>
    </form>
  );
}

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [startRegistration] = useStartRegistrationMutation();
  const [confirmPhone] = useConfirmPhoneMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  if (!phone) {
    return (
      <PhoneStep
        submit={async (e164) => {
          await startRegistration({ site_id: siteConfig.siteId, phone: e164 }).unwrap();
          setPhone(e164);
        }}
      />
    );
  }
  if (!phoneToken) {
    return (
      <CodeStep
        phone={phone}
        submit={async (otp) => {
          const answer = await confirmPhone({ phone, otp, site_id: siteConfig.siteId }).unwrap();
          setPhoneToken(answer.phone_token);
        }}
      />
    );
  }
  return (
    <DetailsStep
      phoneToken={phoneToken}
      onSignedIn={() => {
        identifySupportChat({ phone });
        onSignedIn();
      }}
    />
  );
}
