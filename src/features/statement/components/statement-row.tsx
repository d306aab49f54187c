/** One row of the statement, as a bank app lists them: what moved, when, how much, and whether it is settled. */

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StatementTransaction } from '../../../../contract/statement';
import { RowTime } from '../../../components/day-section';
import { MoneyInIcon, MoneyOutIcon } from '../../../components/icons';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';

export { dayHeading } from '../../../lib/dates';

function StatusMarker({ status }: { status: StatementTransaction['status'] }) {
  const t = useMessages().statement;
  if (status !== 'pending' && status !== 'failed') return null;
  const color = status === 'pending' ? 'warning' : 'error';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={status === 'pending' ? t.pending : t.failed}
      // the lighter or darker shade of the colour, so the small text keeps its contrast on either theme
      sx={(theme) => {
        const shade = theme.palette.mode === 'light' ? theme.palette[color].dark : theme.palette[color].light;
        return { mt: 1, fontWeight: 600, color: shade, borderColor: shade };
      }}
    />
  );
}

export function StatementRow({ row, locale }: { row: StatementTransaction; locale: string }) {
  const t = useMessages().statement;
  const moneyIn = row.amount >= 0;
  const Icon = moneyIn ? MoneyInIcon : MoneyOutIcon;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 3, px: { xs: 3, sm: 4 } }}>
      <Box
        sx={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: moneyIn ? 'success.main' : 'text.secondary',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.description}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t.typeNames[row.type] ?? row.type} · <RowTime at={row.created_at} locale={locale} />
        </Typography>
      </Box>
      <Box sx={{ flex: 'none', textAlign: 'right' }}>
        <Typography
          sx={{
            fontWeight: 700,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
            color: moneyIn ? 'success.main' : 'text.primary',
          }}
        >
          {formatMoney(row.amount, row.currency)}
        </Typography>
        <StatusMarker status={row.status} />
      </Box>
    </Box>
  );
}
