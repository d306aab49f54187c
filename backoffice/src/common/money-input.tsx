import { NumberInput, type NumberInputProps } from 'react-admin';
import { MINOR_UNITS_PER_MAJOR } from '../../../contract/money';

/** An amount typed in the currency's major units, kept in minor units as the API wants. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      format={(minor: number | null | undefined) => (typeof minor === 'number' ? minor / MINOR_UNITS_PER_MAJOR : '')}
      parse={(major: string | number | null) =>
        major === null || major === '' ? null : Math.round(Number(major) * MINOR_UNITS_PER_MAJOR)
      }
      {...props}
    />
  );
}
