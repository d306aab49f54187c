import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n';

/** The total's parts as formatted money: shown where a bonus sits beside the cash (SPEC §4). */
export interface BalanceParts {
  cash: string;
  bonus: string;
}

function PartLine({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {amount}
      </Typography>
    </>
  );
}

/** "Cash R413.52" and "Bonus R25.00", one line each. */
export function BalancePartLines({ parts }: { parts: BalanceParts }) {
  const t = useMessages().common;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}>
      <PartLine label={t.cash} amount={parts.cash} />
      <PartLine label={t.bonus} amount={parts.bonus} />
    </Box>
  );
}

/**
 * The header's total when a bonus sits beside the cash: a button that opens the two parts under it, so the total
 * never looks like money the game does not show. Closes on a second tap, Escape or a tap elsewhere.
 */
export function BalanceButton({ total, parts, sx }: { total: string; parts: BalanceParts; sx: object }) {
  const t = useMessages().common;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  // A tap elsewhere closes the parts: a listener only while they are open (MUI's ClickAwayListener would put its
  // module on every page's first load for this; docs/performance.md).
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !box.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);
  return (
    <Box ref={box} sx={{ position: 'relative' }} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <ButtonBase
        aria-label={`${t.balance} ${total}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        sx={{ ...sx, borderRadius: 1, px: 0.5, textDecoration: 'underline dotted', textUnderlineOffset: 4 }}
      >
        {total}
      </ButtonBase>
      <Paper
        id={panelId}
        hidden={!open}
        elevation={8}
        sx={{ position: 'absolute', right: 0, top: 'calc(100% + 8px)', p: 2, minWidth: 180, zIndex: 'modal' }}
      >
        <BalancePartLines parts={parts} />
      </Paper>
    </Box>
  );
}
