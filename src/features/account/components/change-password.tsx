/**
 * /my-account/password/ (ours, issue 39): the current password and a new one. Every other session of the player is
 * signed out; this one goes on with the tokens the server answers.
 */

import { yupResolver } from '@hookform/resolvers/yup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AuthTokens } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { errorCode, type DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { useChangePasswordMutation } from '../api';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';

export function ChangePassword({ onChanged }: { onChanged: (tokens: AuthTokens) => void }) {
  const t = useMessages().account;
  const [changePassword] = useChangePasswordMutation();
  const handleFailure = useFailureHandler();
  const [error, setError] = useState<DescribedError | null>(null);
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = async (values: ChangePasswordValues) => {
    setError(null);
    try {
      const tokens = await changePassword({
        current_password: values.currentPassword,
        new_password: values.newPassword,
      }).unwrap();
      onChanged(tokens);
    } catch (failure) {
      if (errorCode(failure) === ErrorCodes.wrongCurrentPassword) {
        setFieldError('currentPassword', { message: t.wrongCurrentPassword }, { shouldFocus: true });
      } else setError(handleFailure(failure));
    }
  };
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Typography variant="h5" component="h1">
        {t.changePassword}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 2, mb: 3 }}>
        {t.changePasswordIntro}
      </Typography>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormTextField
          control={control}
          name="currentPassword"
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="newPassword"
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <FormError error={error} />
        <SubmitButton formState={formState}>{t.savePassword}</SubmitButton>
      </form>
    </Paper>
  );
}
