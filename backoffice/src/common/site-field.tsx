import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useSites } from '../sites/use-sites';

/** The record's site by name, as the server names the staff member's sites (GET sites). */
export function SiteField({ source = 'site_id' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const { sites } = useSites();
  const id = record?.[source];
  if (typeof id !== 'number') return null;
  return (
    <Typography component="span" variant="body2">
      {sites.find((site) => site.id === id)?.name ?? `Site ${id}`}
    </Typography>
  );
}
