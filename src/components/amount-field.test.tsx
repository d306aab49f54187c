import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../test-utils/render';
import { AmountField, quickAmountsWithin } from './amount-field';
import type { AmountRange } from './amount-field';

function Form({ range, hint }: { range: AmountRange; hint?: string }) {
  const { control, setValue } = useForm({ defaultValues: { amount: '' } });
  return <AmountField control={control} setValue={setValue} label="Amount" range={range} hint={hint} />;
}

describe('AmountField', () => {
  it('offers one-tap amounts only within the limits and on the divisor', () => {
    expect(quickAmountsWithin({ minMinor: 10_000, maxMinor: 100_000, currency: 'INR' })).toEqual([
      10_000, 50_000, 100_000,
    ]);
    expect(quickAmountsWithin({ minMinor: 20_000, maxMinor: 0, currency: 'INR' })).toEqual([50_000, 100_000, 200_000]);
    expect(quickAmountsWithin({ minMinor: 0, maxMinor: 0, currency: 'ZAR' })).toEqual([5_000, 10_000, 20_000, 50_000]);
    expect(quickAmountsWithin({ minMinor: 0, maxMinor: 0, currency: 'ZAR', divisorMinor: 10_000 })).toEqual([
      10_000, 20_000, 50_000,
    ]);
  });

  it('fills the amount from a chip, shows that chip pressed, and the hint under the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form range={{ minMinor: 0, maxMinor: 30_000, currency: 'ZAR' }} hint="From R0.00" />);
    expect(screen.getByText('From R0.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'R500' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'R200' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('200.00');
    expect(screen.getByRole('button', { name: 'R200' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'R100' })).toHaveAttribute('aria-pressed', 'false');
    // Typed by hand, the same amount presses the same chip.
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100');
    expect(screen.getByRole('button', { name: 'R100' })).toHaveAttribute('aria-pressed', 'true');
  });
});
