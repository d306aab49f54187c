import DownloadIcon from '@mui/icons-material/Download';
import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCreatePath,
  useListFilterContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { BackofficeWithdrawal } from '../../../contract/backoffice-withdrawals';
import { MoneyField } from '../common/money-field';
import { SiteField } from '../common/site-field';
import { StatusChip } from '../common/status-chip';
import { eftExportUrl } from '../data-provider';
import { SiteFilter } from '../common/site-filter';
import { WithdrawalActions } from './withdrawal-actions';
import { DateTimeField } from '../common/date-time-field';

const STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'paid', name: 'Paid' },
  { id: 'failed', name: 'Failed' },
];
const METHOD_CHOICES = [
  { id: 'eft', name: 'EFT (bank transfer)' },
  { id: 'im', name: 'Instant money' },
  { id: 'upi', name: 'UPI' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, phone or name" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="Any status" />,
  <SelectInput key="method" source="method" choices={METHOD_CHOICES} alwaysOn emptyText="Any method" />,
  <SiteFilter key="site_id" source="site_id" emptyText="Every site" />,
];

/** The bank's bulk-payment file of the pending EFT withdrawals (of the chosen site). */
function EftExportButton() {
  const { filterValues } = useListFilterContext();
  const site = typeof filterValues.site_id === 'number' ? filterValues.site_id : undefined;
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={eftExportUrl(site)} download>
      EFT export (CSV)
    </Button>
  );
}

/** Who is paid: the player (linking to their page) and their phone. */
function PlayerCell({ withdrawal }: { withdrawal: BackofficeWithdrawal }) {
  const createPath = useCreatePath();
  const to = createPath({ resource: 'players', id: withdrawal.player_id, type: 'show' });
  return (
    <Stack>
      <MuiLink component={Link} to={to} onClick={(event) => event.stopPropagation()}>
        {withdrawal.player_first_name} {withdrawal.player_last_name}
      </MuiLink>
      <Typography variant="caption" color="text.secondary">
        {withdrawal.player_phone}
      </Typography>
    </Stack>
  );
}

/** Where the money goes, as the player gave it: bank and account (EFT), IFSC and account (UPI), or names (ATM). */
function PayoutCell({ withdrawal }: { withdrawal: BackofficeWithdrawal }) {
  const { details } = withdrawal;
  const holder = details.bank_account_holder_name ?? [details.first_name, details.last_name].filter(Boolean).join(' ');
  const account = details.bank_account_number ?? details.account_number;
  const bank = details.bank_name ?? (details.ifsc ? `IFSC ${details.ifsc}` : undefined);
  return (
    <Stack>
      <Typography variant="body2">{holder}</Typography>
      {account && (
        <Typography variant="caption" color="text.secondary">
          {[bank, account].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <EftExportButton />
    </TopToolbar>
  );
}

export function WithdrawalList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      actions={<Actions />}
      sort={{ field: 'created_at', order: 'ASC' }}
      title="Withdrawals"
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="reference" sortable={false} />
        <DateTimeField source="created_at" label="Requested" />
        <FunctionField<BackofficeWithdrawal>
          label="Player"
          render={(withdrawal) => <PlayerCell withdrawal={withdrawal} />}
        />
        <SiteField source="site_id" label="Site" sortable={false} />
        <TextField source="method" sortable={false} sx={{ textTransform: 'uppercase' }} />
        <FunctionField<BackofficeWithdrawal>
          label="Pay to"
          render={(withdrawal) => <PayoutCell withdrawal={withdrawal} />}
        />
        <MoneyField source="amount" textAlign="right" />
        <MoneyField source="fee" textAlign="right" sortable={false} />
        <StatusChip source="status" sortable={false} />
        <TextField source="bank_reference" label="Bank reference" sortable={false} emptyText="" />
        <DateTimeField source="settled_at" label="Settled" />
        <WithdrawalActions />
      </Datagrid>
    </List>
  );
}
