import { NumberInput, required, type NumberInputProps } from 'react-admin';

/** A required whole number within the bounds the server checks (it refuses the rest, naming the field). */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput step={1} validate={required()} {...props} />;
}
