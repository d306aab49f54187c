/** One kind of limit (deposit, loss or wager) over its three rolling windows: used, left, and any pending change. */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../../contract/money';
import type { RgLimitKind } from '../../../../contract/rg';
import type { ShownLimit } from '../limits';
import { useRgMessages } from '../../../i18n/rg';
import { dateTimeText } from '../../../lib/dates';

interface Props {
  kind: RgLimitKind;
  limits: ShownLimit[];
  currency: string;
  locale: string;
  /** The client's clock (ms), ticking while a change waits, so Confirm shows once it is due */
  now: number;
  busy: boolean;
  onEdit: (limit: ShownLimit) => void;
  onConfirm: (limit: ShownLimit) => void;
}

function Pending({
  limit,
  currency,
  locale,
  now,
  busy,
  onConfirm,
}: Omit<Props, 'kind' | 'limits' | 'onEdit'> & {
  limit: ShownLimit;
}) {
  const t = useRgMessages();
  const pending = limit.pending;
  if (!pending) return null;
  const due = Date.parse(pending.effective_at) <= now;
  const amount = pending.amount === null ? null : formatMoney(pending.amount, currency);
  const when = dateTimeText(pending.effective_at, locale);
  return (
    <Alert
      severity={due ? 'success' : 'info'}
      role="status"
      sx={{ mt: 2, alignItems: 'center' }}
      action={
        due ? (
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => onConfirm(limit)}
            disabled={busy}
            sx={{ minHeight: 44 }}
          >
            {t.confirm}
          </Button>
        ) : undefined
      }
    >
      {due
        ? amount === null
          ? t.pendingRemovalDue
          : t.pendingDue(amount)
        : amount === null
          ? t.pendingRemoval(when)
          : t.pendingRaise(amount, when)}
    </Alert>
  );
}

function LimitRow(props: Omit<Props, 'kind' | 'limits'> & { limit: ShownLimit; kindName: string }) {
  const { limit, kindName, currency, onEdit } = props;
  const t = useRgMessages();
  const periodName = t.perPeriod[limit.period] ?? limit.period;
  const set = limit.amount !== null;
  const share = set && limit.amount! > 0 ? Math.min(100, (limit.used / limit.amount!) * 100) : 0;
  const labelId = `limit-${limit.kind}-${limit.period}`;
  return (
    <Box component="li" aria-labelledby={labelId} sx={{ py: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
            {periodName}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
            {set ? formatMoney(limit.amount!, currency) : t.noLimit}
          </Typography>
        </Box>
        <Button
          variant={set ? 'outlined' : 'contained'}
          onClick={() => onEdit(limit)}
          aria-label={`${set ? t.change : t.setLimit}: ${kindName}, ${periodName.toLowerCase()}`}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {set ? t.change : t.setLimit}
        </Button>
      </Box>
      {set ? (
        <>
          <LinearProgress
            variant="determinate"
            value={share}
            color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
            aria-hidden="true"
            sx={{ height: 8, borderRadius: 4, mt: 1.5 }}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              mt: 1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Typography variant="body2" color="textSecondary">
              {t.usedOf(formatMoney(limit.used, currency), formatMoney(limit.amount!, currency))}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {t.left(formatMoney(limit.remaining ?? Math.max(0, limit.amount! - limit.used), currency))}
            </Typography>
          </Box>
        </>
      ) : null}
      <Pending {...props} />
    </Box>
  );
}

export function LimitCard({ kind, limits, ...rest }: Props) {
  const t = useRgMessages();
  const kindName = t.kinds[kind] ?? kind;
  const headingId = `limits-${kind}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {kindName}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t.kindHints[kind]}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {limits.map((limit) => (
          <LimitRow key={limit.period} limit={limit} kindName={kindName} {...rest} />
        ))}
      </Box>
    </Paper>
  );
}
