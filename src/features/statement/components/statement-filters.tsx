/** The statement's filters: one type at a time (chips) and a range of whole days in the site's zone (lib/dates). */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSACTION_TYPES } from '../../../../contract/statement';
import { useMessages } from '../../../i18n';
import { isRangeBackwards, localDay, type StatementFilters, type TypeFilter } from '../filters';

const TYPE_FILTERS: readonly TypeFilter[] = ['all', ...TRANSACTION_TYPES];

export function StatementFilterBar({
  filters,
  onChange,
}: {
  filters: StatementFilters;
  onChange: (filters: StatementFilters) => void;
}) {
  const t = useMessages().statement;
  const today = localDay(new Date());
  const backwards = isRangeBackwards(filters);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        role="group"
        aria-label={t.filterByType}
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          // the row scrolls sideways on a phone; room for focus rings inside the scroller
          p: 1,
          pr: 8,
          mx: -1,
          scrollbarWidth: 'thin',
          // the far edge fades, so that the chips cut there read as more to scroll to; the last one clears it
          maskImage: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
        }}
      >
        {TYPE_FILTERS.map((type) => {
          const selected = filters.type === type;
          return (
            <Chip
              key={type}
              label={t.types[type]}
              clickable
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => onChange({ ...filters, type })}
              sx={{ height: 48, borderRadius: 6, px: 1, fontWeight: 600, flex: 'none' }}
            />
          );
        })}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
          {t.dates}
        </Typography>
        {/* side by side from 360px wide; one above the other on the narrowest phones */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2 }}>
          <TextField
            type="date"
            label={t.from}
            value={filters.from}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
            error={backwards}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || today } }}
          />
          <TextField
            type="date"
            label={t.to}
            value={filters.to}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
            error={backwards}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined, max: today } }}
          />
        </Box>
        {backwards ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t.rangeBackwards}
          </Typography>
        ) : null}
        {filters.from || filters.to ? (
          <Button onClick={() => onChange({ ...filters, from: '', to: '' })} sx={{ mt: 1, minHeight: 48 }}>
            {t.clearDates}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
