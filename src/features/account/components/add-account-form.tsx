/** The shell both add-account forms share (bank, and UPI on the India brand); each passes in what differs. */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import type { Control, DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { UserAnswer } from '../../../../contract/users';
import type { User } from '../../../../contract/entities';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { useFailureHandler } from '../../../lib/failures';
import type { DescribedError } from '../../../lib/error-catalogue';

/** What the pages that offer a form choose: where the new user goes, and the heading's level. */
export interface AddAccountFormProps {
  onUser: (user: User) => void;
  /** h3 under its section on the bank page; h2 on a cash-out page, and on the bank page when it is the only section */
  headingLevel?: 'h2' | 'h3';
}

/** What sets one kind of account's form apart, made once at module level (so the resolver is not made per render). */
export interface AccountKind<T extends FieldValues> {
  /** Its heading, by key: the words are the page language's */
  title: 'addBankAccount' | 'addUpiAccount';
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  Fields: ComponentType<{ control: Control<T> }>;
}

export function AddAccountForm<T extends FieldValues>({
  onUser,
  headingLevel = 'h3',
  kind: { title, resolver, defaultValues, Fields },
  create,
}: AddAccountFormProps & {
  kind: AccountKind<T>;
  /** Sends the values; the answer carries the user with the new account */
  create: (values: T) => Promise<UserAnswer>;
}) {
  const t = useMessages().account;
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const { control, handleSubmit, formState, reset } = useForm<T>({ resolver, mode: 'onTouched', defaultValues });
  const onSubmit = async (values: T) => {
    setError(null);
    try {
      const { user } = await create(values);
      reset();
      onUser(user);
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };
  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ mt: 3 }}>
      <Typography variant="h6" component={headingLevel}>
        {t[title]}
      </Typography>
      <Fields control={control} />
      <FormError error={error} />
      <SubmitButton formState={formState}>{t.add}</SubmitButton>
    </Box>
  );
}
