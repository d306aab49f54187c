import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';

const COLOURS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  submitted: 'info',
  awaiting_approval: 'warning',
  ongoing: 'info',
  active: 'info',
  paid: 'success',
  approved: 'success',
  applied: 'success',
  complete: 'success',
  completed: 'success',
  failed: 'error',
  rejected: 'error',
  expired: 'default',
  finished: 'default',
};

/** A status as a small coloured label: what needs a decision stands out in a queue. */
export function StatusChip({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  if (typeof value !== 'string') return null;
  return <Chip size="small" variant="outlined" label={value.replace(/_/g, ' ')} color={COLOURS[value] ?? 'default'} />;
}
