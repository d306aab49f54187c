/**
 * Sign-up's last step: name, password, date of birth and the 18+ and terms tick (the age check of issue 39). A chunk
 * of its own, loaded while the player types the code: the sign-up page's first load stays as small as it was.
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
import { useDispatch } from 'react-redux';
import { ErrorCodes } from '../../../../contract/errors';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { errorCode, type DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { siteConfig } from '../../../lib/site-config';
import { useCreateUserMutation } from '../api';
import { detailsSchema } from '../schemas';
import type { DetailsValues } from '../schemas';
import { signedIn } from '../slice';

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
          // The browser's calendar button in the theme's light or dark, not black on a dark brand.
          sx={{ '& input': { colorScheme: (theme) => theme.palette.mode } }}
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

export function DetailsStep({ phoneToken, onSignedIn }: { phoneToken: string; onSignedIn: () => void }) {
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
