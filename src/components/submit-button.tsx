import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { FormState, FieldValues } from 'react-hook-form';

/** SPEC §5: a form's submit is disabled while invalid, unchanged or submitting. */
export function SubmitButton<T extends FieldValues>({
  children,
  formState,
  busy = false,
}: {
  children: ReactNode;
  /** react-hook-form's formState: read here, so that the form subscribes to these three */
  formState: FormState<T>;
  /** Another action of the same form is running */
  busy?: boolean;
}) {
  const { isValid, isDirty, isSubmitting } = formState;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={!isValid || !isDirty || isSubmitting || busy}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
