/**
 * Sign-up in three steps: phone → OTP code → name, password, date of birth and the 18+ and terms tick (SPEC §7
 * account calls; the age check of issue 39).
 */

import { yupResolver } from '@hookform/resolvers/yup';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { ErrorCodes } from '../../../../contract/errors';
import { useDispatch } from 'react-redux';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { useFailureHandler } from '../../../lib/failures';
import { errorCode, type DescribedError } from '../../../lib/error-catalogue';
import { siteConfig } from '../../../lib/site-config';
import { identifySupportChat } from '../../../lib/support-chat';
import { useConfirmPhoneMutation, useCreateUserMutation, useStartRegistrationMutation } from '../api';
import { detailsSchema } from '../schemas';
import type { DetailsValues } from '../schemas';
import { signedIn } from '../slice';
import { CodeStep, PhoneStep } from '../../../components/phone-steps';

/** The date of birth: the browser's date field (a picker on phones, typed by keyboard), `YYYY-MM-DD`. */
function BirthDateField({ control, label }: { control: Control<DetailsValues>; label: string }) {
  return (
    <Controller
      control={control}
      name="birthDate"
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          label={label}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? ' '}
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
        />
      )}
    />
  );
}

function AdultAndTermsTick({ control, label }: { control: Control<DetailsValues>; label: string }) {
  return (
    <Controller
      control={control}
      name="adultAndTerms"
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} sx={{ mt: 1 }}>
          <FormControlLabel
            label={label}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.125 } }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': fieldState.error ? 'adult-and-terms-error' : undefined },
                }}
              />
            }
          />
          {fieldState.error ? (
            <FormHelperText id="adult-and-terms-error">{fieldState.error.message}</FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}

function DetailsStep({ phoneToken, onSignedIn }: { phoneToken: string; onSignedIn: () => void }) {
  const messages = useMessages();
  const t = messages.auth;
  const [createUser] = useCreateUserMutation();
  const dispatch = useDispatch();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const schema = useMemo(() => detailsSchema(t), [t]);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<DetailsValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', password: '', birthDate: '', adultAndTerms: false },
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
        birth_date: values.birthDate,
      }).unwrap();
      dispatch(signedIn(answer, 'sign-up'));
      onSignedIn();
    } catch (failure) {
      // The server's own age check (its clock may be a day ahead of the phone's): said in the page's language.
      if (errorCode(failure) === ErrorCodes.underage) setFieldError('birthDate', { message: t.underage });
      else setError(handleFailure(failure));
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
      <BirthDateField control={control} label={t.birthDate} />
      <AdultAndTermsTick control={control} label={t.terms} />
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
