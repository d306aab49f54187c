import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { cleanInput } from '../lib/input-cleaning';
import type { TextFieldType } from '../lib/input-cleaning';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Cleans what is typed by field type (SPEC §5) */
  clean?: TextFieldType;
  /** How the cleaned value is shown (e.g. card numbers grouped in fours); the form keeps the cleaned value */
  format?: (value: string) => string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal';
  /** A line under the field while it has no error (limits, what is allowed), or one made from its value */
  hint?: string | null | ((value: string) => string | null);
  /** A list to pick from (the phone's own picker), its `<option>`s as children */
  select?: boolean;
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'children'>;

/** A text field bound to react-hook-form, cleaning input by field type. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  clean,
  format,
  inputMode,
  hint,
  select,
  ...rest
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // When errors appear is the form's `mode` (onTouched for most, onChange for amounts).
        const showError = !!fieldState.error;
        const text = (field.value as string | undefined) ?? '';
        return (
          <TextField
            {...rest}
            label={label}
            name={field.name}
            value={format ? format(text) : text}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(clean ? cleanInput(clean, event.target.value) : event.target.value)}
            error={showError}
            helperText={showError ? fieldState.error?.message : (typeof hint === 'function' ? hint(text) : hint) || ' '}
            select={select}
            slotProps={
              select ? { select: { native: true }, inputLabel: { shrink: true } } : { htmlInput: { inputMode } }
            }
          />
        );
      }}
    />
  );
}
