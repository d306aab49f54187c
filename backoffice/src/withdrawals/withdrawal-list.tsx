import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  List,
  ReferenceField,
  SelectInput,
  TextField,
  TopToolbar,
  useListFilterContext,
} from 'react-admin';
import { MoneyField } from '../common/money-field';
import { SiteField } from '../common/site-field';
import { StatusChip } from '../common/status-chip';
import { eftExportUrl } from '../data-provider';
import { SITE_CHOICES } from '../players/player-list';
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
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="Any status" />,
  <SelectInput key="method" source="method" choices={METHOD_CHOICES} alwaysOn emptyText="Any method" />,
  <SelectInput key="site_id" source="site_id" label="Site" choices={SITE_CHOICES} emptyText="Every site" />,
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
        <ReferenceField source="player_id" reference="players" label="Player" link="show" />
        <SiteField source="site_id" label="Site" sortable={false} />
        <TextField source="method" sortable={false} sx={{ textTransform: 'uppercase' }} />
        <MoneyField source="amount" textAlign="right" />
        <MoneyField source="fee" textAlign="right" sortable={false} />
        <StatusChip source="status" sortable={false} />
        <WithdrawalActions />
      </Datagrid>
    </List>
  );
}
