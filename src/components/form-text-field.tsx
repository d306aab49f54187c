import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { cleanInput } from '../lib/clean-input';
import type { TextFieldType } from '../lib/clean-input';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Cleans what is typed by field type (SPEC §5) */
  clean?: TextFieldType;
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal';
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'autoFocus' | 'disabled'>;

/** A text field bound to react-hook-form, cleaning input by field type. */
export function FormTextField<T extends FieldValues>({ control, name, label, clean, inputMode, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // When errors appear is the form's `mode` (onTouched for most, onChange for amounts).
        const showError = !!fieldState.error;
        return (
          <TextField
            {...rest}
            label={label}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(clean ? cleanInput(clean, event.target.value) : event.target.value)}
            error={showError}
            helperText={showError ? fieldState.error?.message : ' '}
            slotProps={{ htmlInput: { inputMode } }}
          />
        );
      }}
    />
  );
}
