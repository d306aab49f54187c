import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { PlayerRestriction, PlayerRgAnswer } from '../../../contract/backoffice';
import { formatMoney } from '../../../contract/money';
import {
  RgOperatorExclusionPeriods,
  type RgLimit,
  type RgOperatorExclusionPeriod,
  type RgRestrictionKind,
  type RgState,
} from '../../../contract/rg';
import { ReasonDialog } from '../common/reason-dialog';

export interface RgPlayer {
  id: number;
  first_name: string;
  last_name: string;
}

export const RESTRICTION_LABELS: Record<RgRestrictionKind, string> = {
  time_out: 'Time-out',
  self_exclusion: 'Self-exclusion',
  operator_exclusion: 'Operator exclusion',
};

const LIMIT_LABELS: Record<RgLimit['kind'], string> = { deposit: 'Deposit', loss: 'Loss', wager: 'Wager' };
const PERIOD_LABELS: Record<RgLimit['period'], string> = { day: '24 hours', week: '7 days', month: '30 days' };
export const EXCLUSION_PERIOD_LABELS: Record<RgOperatorExclusionPeriod, string> = {
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
};

/** `29 May 2027, 10:00`, as the console's other dates read. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const minutes = (value: number | null | undefined) => (value === null || value === undefined ? 'none' : `${value} min`);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Wide tables scroll sideways on a phone instead of squeezing their figures. */
function Scroll({ children }: { children: ReactNode }) {
  // No width of its own (width 0, then the parent's): the table scrolls in it instead of widening the page.
  return <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>{children}</Box>;
}

function Restriction({ rg }: { rg: RgState }) {
  if (!rg.restriction) {
    return <Alert severity="success">No time-out or exclusion in force: the player may play and deposit.</Alert>;
  }
  const { kind, until } = rg.restriction;
  return (
    <Alert severity="warning" variant="outlined">
      <strong>
        {RESTRICTION_LABELS[kind]} until {when(until)}.
      </strong>{' '}
      Games, deposits and bonuses are closed; sign-in, withdrawals and the statement stay open. Nobody can lift it
      early.
    </Alert>
  );
}

function Limits({ rg, currency }: { rg: RgState; currency: string }) {
  if (rg.limits.length === 0) return <Typography color="text.secondary">No limits set</Typography>;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Scroll>
      <Table size="small" aria-label="Limits">
        <TableHead>
          <TableRow>
            <TableCell>Limit</TableCell>
            <TableCell>Period</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Used</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell>Pending change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rg.limits.map((limit) => (
            <TableRow key={`${limit.kind}-${limit.period}`}>
              <TableCell>{LIMIT_LABELS[limit.kind]}</TableCell>
              <TableCell>{PERIOD_LABELS[limit.period]}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(limit.amount)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(limit.used)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(limit.remaining)}
              </TableCell>
              <TableCell>
                {limit.pending
                  ? `${limit.pending.amount === null ? 'Removal' : `To ${money(limit.pending.amount)}`}, from ${when(limit.pending.effective_at)}`
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

function Session({ rg, currency }: { rg: RgState; currency: string }) {
  const pending = rg.session_pending;
  const figures: Array<[string, string]> = [
    ['Session limit', minutes(rg.session_limit_minutes)],
    ['Reality check every', minutes(rg.reality_check_minutes)],
    ['Real money on the site', rg.real_money ? 'on' : 'off'],
  ];
  if (rg.session) {
    figures.push(['Playing now for', `${Math.floor(rg.session.elapsed_ms / 60_000)} min`]);
    figures.push(['Net position this session', formatMoney(rg.session.net_position, currency)]);
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
          </Box>
        ))}
      </Stack>
      {pending && (
        <Typography variant="body2" color="text.secondary">
          Waiting to apply on {when(pending.effective_at)}:{' '}
          {[
            pending.session_limit_minutes !== undefined && `session limit ${minutes(pending.session_limit_minutes)}`,
            pending.reality_check_minutes !== undefined && `reality check ${minutes(pending.reality_check_minutes)}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Typography>
      )}
    </Stack>
  );
}

function History({ restrictions }: { restrictions: PlayerRestriction[] }) {
  if (restrictions.length === 0) return <Typography color="text.secondary">None ever taken</Typography>;
  return (
    <Scroll>
      <Table size="small" aria-label="Restriction history">
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>From</TableCell>
            <TableCell>Until</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {restrictions.map((row, index) => (
            <TableRow key={`${row.starts_at}-${index}`}>
              <TableCell>{RESTRICTION_LABELS[row.kind]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.starts_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.until)}</TableCell>
              <TableCell>{row.staff_id === null ? 'Player' : `Staff #${row.staff_id}`}</TableCell>
              <TableCell>{row.reason ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

/** An operator exclusion: a period and the reason the audit log keeps; the player cannot lift it. */
function ExcludeButton({ player, onExclude }: { player: RgPlayer; onExclude: PlayerRgViewProps['onExclude'] }) {
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<RgOperatorExclusionPeriod>('6m');
  return (
    <>
      <Button variant="contained" color="warning" onClick={() => setOpen(true)}>
        Exclude player
      </Button>
      <ReasonDialog
        open={open}
        title="Exclude the player"
        description={
          <>
            {player.first_name} {player.last_name} will be refused games, deposits and bonuses for the whole period, and
            any game they have open closes on every device. They can still sign in and withdraw their balance. Neither
            they nor staff can lift it early.
          </>
        }
        confirmLabel={`Exclude for ${EXCLUSION_PERIOD_LABELS[period]}`}
        danger
        onClose={() => setOpen(false)}
        onConfirm={(reason) => onExclude({ period, reason })}
      >
        <FormControl>
          <FormLabel id="exclusion-period">Period</FormLabel>
          <RadioGroup
            row
            aria-labelledby="exclusion-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as RgOperatorExclusionPeriod)}
          >
            {RgOperatorExclusionPeriods.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={EXCLUSION_PERIOD_LABELS[choice]}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </ReasonDialog>
    </>
  );
}

export interface PlayerRgViewProps {
  player: RgPlayer;
  answer: PlayerRgAnswer;
  /** The site's currency */
  currency: string;
  /** Whether the staff member may add an operator exclusion (compliance, owner) */
  canExclude: boolean;
  onExclude(exclusion: { period: RgOperatorExclusionPeriod; reason: string }): Promise<unknown>;
}

/**
 * The player's responsible gambling, as they see it on the site, with the history and the operator's exclusion. Plain
 * MUI with its data in props (react-admin's hooks are in player-rg.tsx), so Jest renders it as it is.
 */
export function PlayerRgView({ player, answer, currency, canExclude, onExclude }: PlayerRgViewProps) {
  const { rg, restrictions } = answer;
  return (
    <Stack spacing={2}>
      <Section title="Restriction">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Restriction rg={rg} />
          {canExclude && <ExcludeButton player={player} onExclude={onExclude} />}
        </Stack>
      </Section>
      <Section title="Limits">
        <Limits rg={rg} currency={currency} />
      </Section>
      <Section title="Session and reality check">
        <Session rg={rg} currency={currency} />
      </Section>
      <Section title="Time-outs and exclusions">
        <History restrictions={restrictions} />
      </Section>
    </Stack>
  );
}

/** A restriction in force, in a line: `Operator exclusion until 29 May 2027, 10:00`. */
export function restrictionLine(restriction: NonNullable<RgState['restriction']>): string {
  return `${RESTRICTION_LABELS[restriction.kind]} until ${when(restriction.until)}`;
}
