import Box from '@mui/material/Box';
import { formatMoney } from '../../contract/money';
import { useCountUp } from './count-up';
import { visuallyHidden } from './visually-hidden';

/** An amount that counts up to each new figure as it changes (a jackpot's pot), the figure itself for a screen reader. */
export function CountingMoney({ amount, currency }: { amount: number; currency: string }) {
  const shown = useCountUp(amount);
  return (
    <>
      <span aria-hidden="true">{formatMoney(shown, currency)}</span>
      <Box component="span" sx={visuallyHidden}>
        {formatMoney(amount, currency)}
      </Box>
    </>
  );
}
