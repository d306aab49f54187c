import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { siteName } from '../money';

export function SiteField({ source = 'site_id' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const id = record?.[source];
  if (typeof id !== 'number') return null;
  return (
    <Typography component="span" variant="body2">
      {siteName(id)}
    </Typography>
  );
}
