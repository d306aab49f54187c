/**
 * A site with real money off (contract/play-money.ts): /cashin/ and /cashout/ say why there is nothing to deposit or
 * withdraw, in place of their forms, with the play balance the games draw and a way back to them.
 */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PLAY_BALANCE_REFILL_BELOW } from '../../../../contract/play-money';
import { formatMoney } from '../../../../contract/money';
import { BalanceHero } from '../../../components/balance-hero';
import { FormError } from '../../../components/form-error';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { describeError } from '../../../lib/error-catalogue';
import { Paths } from '../../../lib/layout';
import { useRefillPlayBalanceMutation } from '../api';

export interface RealMoneyOffProps {
  page: 'cashIn' | 'cashOut';
  /** The play balance in minor units; null while it loads */
  playBalance: number | null;
  currency: string;
  /** On /cashout/: real money the player still holds from before the switch (minor units); its forms follow. */
  held?: number;
  /** What follows the notice: the refill on /cashin/, the withdrawal methods while money is held on /cashout/ */
  children?: ReactNode;
}

export function RealMoneyOff({ page, playBalance, currency, held = 0, children }: RealMoneyOffProps) {
  const t = useMessages().playMoney;
  return (
    <Stack spacing={4}>
      <BalanceHero
        id={`${page}-play-balance`}
        title={t.notOffered}
        label={t.playBalance}
        amount={playBalance === null ? null : formatMoney(playBalance, currency)}
      >
        {page === 'cashIn' ? t.cashInWhy : t.cashOutWhy}
      </BalanceHero>
      {held > 0 ? (
        <Alert severity="info" role="status">
          {t.cashOutHeld(formatMoney(held, currency))}
        </Alert>
      ) : null}
      {children}
      <Button component={RouterLink} to={Paths.home} variant="contained" size="large" sx={{ minHeight: 48 }}>
        {t.playGames}
      </Button>
    </Stack>
  );
}

/**
 * Tops the play balance back up once it is below the floor (the server checks again); above it, says from when.
 * `onRefilled` hands the new play balance to the store, ahead of the socket's push.
 */
export function RefillPlayBalance({
  unitToken,
  playBalance,
  currency,
  onRefilled,
}: {
  unitToken: string | null;
  playBalance: number | null;
  currency: string;
  onRefilled: (playBalance: number) => void;
}) {
  const t = useMessages().playMoney;
  const [refill, { isLoading, error, data, reset }] = useRefillPlayBalanceMutation();
  const low = playBalance !== null && playBalance < PLAY_BALANCE_REFILL_BELOW;
  const onClick = async () => {
    if (!unitToken) return;
    reset();
    const answer = await refill({ token: unitToken });
    if ('data' in answer && answer.data) onRefilled(answer.data.play_balance);
  };
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={!low || isLoading || !unitToken}
        onClick={() => void onClick()}
        sx={{ minHeight: 48 }}
      >
        {t.refill}
      </Button>
      {low ? null : (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t.refillWhen(formatMoney(PLAY_BALANCE_REFILL_BELOW, currency))}
        </Typography>
      )}
      {data ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t.refilled(formatMoney(data.play_balance, currency))}
        </Alert>
      ) : null}
      <FormError error={error ? describeError(error) : null} />
    </Paper>
  );
}
