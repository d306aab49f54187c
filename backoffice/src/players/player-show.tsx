import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  ArrayField,
  Datagrid,
  Labeled,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  usePermissions,
  useRecordContext,
  useShowContext,
} from 'react-admin';
import { SiteField } from '../common/site-field';
import { MoneyField } from '../common/money-field';
import { StatusChip } from '../common/status-chip';
import type { BlockKind } from '../data-provider';
import { formatMoney } from '../../../contract/money';
import { useSite, useSiteCurrency } from '../sites/use-sites';
import { can, type Role } from '../roles';
import { AdjustmentButton, BLOCK_LABELS, BlockButton } from './player-dialogs';
import { PlayerNotes } from './player-notes';
import { PlayerAudit } from './player-audit';
import { PlayerRg, RestrictionChip } from './player-rg';
import { DateTimeField } from '../common/date-time-field';

interface PlayerRecord {
  id: number;
  site_id: number;
  phone: string;
  first_name: string;
  last_name: string;
  verification_level: string;
  blocks: BlockKind[];
  units: Array<{ id: number; fin_account: { balance: number; deposit_balance: number; bonus_balance: number } }>;
}

/** The player's money over all their units: what support is asked about first. */
function Balances() {
  const player = useRecordContext<PlayerRecord>();
  const currency = useSiteCurrency(player?.site_id);
  if (!player) return null;
  const sum = (key: 'balance' | 'deposit_balance' | 'bonus_balance') =>
    (player.units ?? []).reduce((total, unit) => total + unit.fin_account[key], 0);
  const figures: Array<[string, number]> = [
    ['Cash', sum('balance')],
    ['Deposit money', sum('deposit_balance')],
    ['Bonus', sum('bonus_balance')],
  ];
  return (
    <Stack direction="row" spacing={4}>
      {figures.map(([label, minor]) => (
        <Labeled key={label} label={label}>
          <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(minor, currency)}
          </Typography>
        </Labeled>
      ))}
    </Stack>
  );
}

function PlayerTitle() {
  const player = useRecordContext<PlayerRecord>();
  return <span>{player ? `${player.first_name} ${player.last_name} (#${player.id})` : 'Player'}</span>;
}

/**
 * The player's name, site and state at a glance above the tabs. Until the detail arrives the record is the list's row
 * (react-admin shows it at once), which has no blocks or units yet.
 */
function PlayerHeader() {
  const player = useRecordContext<PlayerRecord>();
  const site = useSite(player?.site_id);
  if (!player) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {player.first_name} {player.last_name}
        </Typography>
        <Typography color="text.secondary">
          #{player.id} · {player.phone} · {site?.name ?? `Site ${player.site_id}`}
        </Typography>
        <Chip size="small" label={`Verification: ${player.verification_level}`} variant="outlined" />
        {(player.blocks ?? []).map((block) => (
          <Chip key={block} size="small" color="error" label={`${BLOCK_LABELS[block]} blocked`} />
        ))}
        <RestrictionChip />
      </Stack>
    </Box>
  );
}

const BLOCKS: BlockKind[] = ['login', 'deposit', 'withdrawal', 'game'];

function BlocksTable({ canChange }: { canChange: boolean }) {
  const player = useRecordContext<PlayerRecord>();
  if (!player) return null;
  return (
    <Table size="small" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>What</TableCell>
          <TableCell>State</TableCell>
          {canChange && <TableCell align="right">Action</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {BLOCKS.map((block) => (
          <TableRow key={block}>
            <TableCell>{BLOCK_LABELS[block]}</TableCell>
            <TableCell>
              {(player.blocks ?? []).includes(block) ? (
                <Chip size="small" color="error" label="Blocked" />
              ) : (
                <Chip size="small" color="success" variant="outlined" label="Allowed" />
              )}
            </TableCell>
            {canChange && (
              <TableCell align="right">
                <BlockButton block={block} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UnitsTab({ canAdjust }: { canAdjust: boolean }) {
  const player = useRecordContext<PlayerRecord>();
  const currency = useSiteCurrency(player?.site_id);
  return (
    <Stack spacing={2}>
      <ArrayField source="units" label={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" label="Unit" sortable={false} />
          <MoneyField source="fin_account.balance" label="Cash" currency={currency} textAlign="right" />
          <MoneyField
            source="fin_account.deposit_balance"
            label="Deposit money"
            currency={currency}
            textAlign="right"
          />
          <MoneyField source="fin_account.bonus_balance" label="Bonus" currency={currency} textAlign="right" />
        </Datagrid>
      </ArrayField>
      {canAdjust && (
        <Box>
          <AdjustmentButton />
        </Box>
      )}
    </Stack>
  );
}

function PlayerList({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <ReferenceManyField
      reference={reference}
      target="player_id"
      label={false}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<Pagination />}
      empty={<Typography color="text.secondary">Nothing yet</Typography>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {children}
      </Datagrid>
    </ReferenceManyField>
  );
}

export function PlayerShow() {
  const { permissions } = usePermissions<Role>();
  return (
    <Show title={<PlayerTitle />}>
      <PlayerHeader />
      <TabbedShowLayout
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" sx={{ width: 0, minWidth: '100%' }} />}
      >
        <TabbedShowLayout.Tab label="Details">
          <Card variant="outlined">
            <CardContent>
              <Balances />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
                <Labeled label="Player ID">
                  <TextField source="id" />
                </Labeled>
                <Labeled label="Phone">
                  <TextField source="phone" />
                </Labeled>
                <Labeled label="Site">
                  <SiteField />
                </Labeled>
                <Labeled label="Verification">
                  <StatusChip source="verification_level" />
                </Labeled>
                <Labeled label="Signed up">
                  <DateTimeField source="created_at" />
                </Labeled>
                <Labeled label="Last sign-in">
                  <DateTimeField source="last_login_at" emptyText="never" />
                </Labeled>
              </Stack>
            </CardContent>
          </Card>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Units and balances" path="units">
          <UnitsTab canAdjust={can(permissions, 'adjustments')} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Transactions" path="transactions">
          <PlayerList reference="player_transactions">
            <DateTimeField source="created_at" label="When" />
            <TextField source="type" sortable={false} />
            <TextField source="description" sortable={false} />
            <TextField source="unit_id" label="Unit" sortable={false} />
            <StatusChip source="status" sortable={false} />
            <MoneyField source="amount" textAlign="right" sortable={false} />
          </PlayerList>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Rounds" path="rounds">
          <PlayerList reference="player_rounds">
            <DateTimeField source="created_at" label="When" />
            <TextField source="game_slug" label="Game" sortable={false} />
            <TextField source="round_id" label="Round" sortable={false} />
            <TextField source="unit_id" label="Unit" sortable={false} />
            <PlayerMoney source="bet" textAlign="right" sortable={false} />
            <PlayerMoney source="win" textAlign="right" sortable={false} />
          </PlayerList>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Bonuses" path="bonuses">
          <PlayerList reference="player_bonuses">
            <DateTimeField source="created_at" label="When" />
            <TextField source="kind" sortable={false} />
            <StatusChip source="status" sortable={false} />
            <TextField source="unit_id" label="Unit" sortable={false} />
            <PlayerMoney source="amount" textAlign="right" sortable={false} />
          </PlayerList>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Notes" path="notes">
          <PlayerNotes canAdd={can(permissions, 'notes')} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Blocks" path="blocks">
          <BlocksTable canChange={can(permissions, 'blocks')} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Responsible gambling" path="rg">
          <PlayerRg canExclude={can(permissions, 'rg')} />
        </TabbedShowLayout.Tab>
        {can(permissions, 'audit') && (
          <TabbedShowLayout.Tab label="Audit trail" path="audit">
            <PlayerAudit />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

/** Rounds and bonuses carry no currency: the player's site says it. */
function PlayerMoney({ source }: { source: string; label?: string; textAlign?: 'right'; sortable?: boolean }) {
  const player = useShowContext<PlayerRecord>().record;
  return <MoneyField source={source} currency={useSiteCurrency(player?.site_id)} />;
}
PlayerMoney.displayName = 'PlayerMoney';
