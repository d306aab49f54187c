import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../../contract/money';
import { useSites } from '../sites/use-sites';

interface MoneyFieldProps {
  source: string;
  /** The currency when the record names none (`currency`) and has no `site_id`. */
  currency?: string;
  label?: string;
  sortable?: boolean;
  textAlign?: 'right';
}

/** An amount in minor units, in the record's currency (or its site's), right-aligned figures in lists. */
export function MoneyField({ source, currency }: MoneyFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const { sites } = useSites();
  const value = source
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      record,
    );
  if (typeof value !== 'number') return null;
  const siteId = typeof record?.site_id === 'number' ? record.site_id : undefined;
  const code =
    (typeof record?.currency === 'string' ? record.currency : undefined) ??
    currency ??
    sites.find((site) => site.id === siteId)?.currency ??
    'ZAR';
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: value < 0 ? 'error.main' : undefined }}
    >
      {formatMoney(value, code)}
    </Typography>
  );
}
