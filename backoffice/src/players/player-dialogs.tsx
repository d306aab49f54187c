import { Button, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ReasonDialog } from '../common/reason-dialog';
import { useConsole } from '../common/use-console';
import type { BlockKind } from '../data-provider';
import { formatMoney } from '../../../contract/money';
import { parseMoney } from '../money';
import { useSiteCurrency } from '../sites/use-sites';

interface PlayerRecord {
  id: number;
  site_id: number;
  first_name: string;
  last_name: string;
  blocks: BlockKind[];
}

export const BLOCK_LABELS: Record<BlockKind, string> = {
  login: 'Sign-in',
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  game: 'Games',
};

/** Turns one block on or off, with the reason the audit log keeps. */
export function BlockButton({ block }: { block: BlockKind }) {
  const player = useRecordContext<PlayerRecord>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!player) return null;
  const on = (player.blocks ?? []).includes(block);
  const what = BLOCK_LABELS[block].toLowerCase();
  return (
    <>
      <Button
        size="small"
        variant={on ? 'outlined' : 'contained'}
        color={on ? 'primary' : 'warning'}
        onClick={() => setOpen(true)}
      >
        {on ? 'Lift block' : 'Block'}
      </Button>
      <ReasonDialog
        open={open}
        title={on ? `Lift the ${what} block` : `Block ${what}`}
        description={
          on
            ? `${player.first_name} ${player.last_name} will be able to use ${what} again.`
            : `${player.first_name} ${player.last_name} will be refused ${what} until the block is lifted.`
        }
        confirmLabel={on ? 'Lift block' : 'Block'}
        danger={!on}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await actions.setBlock(player.id, block, !on, reason);
          notify(on ? `The ${what} block is lifted` : `${BLOCK_LABELS[block]} blocked`, { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}

/** A credit or debit through the ledger; at the site's threshold a second staff member approves it. */
export function AdjustmentButton() {
  const player = useRecordContext<PlayerRecord>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const currency = useSiteCurrency(player?.site_id);
  if (!player) return null;
  const amount = parseMoney(amountText);
  const valid = amount !== null && amount > 0;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Adjust balance
      </Button>
      <ReasonDialog
        open={open}
        title="Balance adjustment"
        description={
          <>
            A credit goes to the player&apos;s cash balance; a debit comes from their withdrawable money and never takes
            it below zero. Large amounts wait for a second staff member&apos;s approval.
          </>
        }
        confirmLabel={
          valid ? `${direction === 'credit' ? 'Credit' : 'Debit'} ${formatMoney(amount, currency)}` : 'Adjust'
        }
        danger={direction === 'debit'}
        extraValid={valid}
        onClose={() => {
          setOpen(false);
          setAmountText('');
        }}
        onConfirm={async (reason) => {
          if (amount === null) return;
          const { adjustment } = await actions.adjust(player.id, direction === 'credit' ? amount : -amount, reason);
          notify(
            adjustment.status === 'awaiting_approval'
              ? 'The adjustment waits for a second staff member to approve it'
              : 'The adjustment is applied',
            { type: 'success' },
          );
          refresh();
        }}
      >
        <RadioGroup row value={direction} onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}>
          <FormControlLabel value="credit" control={<Radio />} label="Credit" />
          <FormControlLabel value="debit" control={<Radio />} label="Debit" />
        </RadioGroup>
        <TextField
          label={`Amount (${currency})`}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          required
          fullWidth
          autoFocus
          margin="dense"
          inputMode="decimal"
          error={amountText !== '' && !valid}
          helperText={amountText !== '' && !valid ? 'An amount above zero, at most two decimals' : ' '}
        />
      </ReasonDialog>
    </>
  );
}
