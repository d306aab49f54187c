import { MenuItem, TextField } from '@mui/material';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';

/** Which of the staff member's sites the page shows; nothing to pick with one site. */
export function SitePicker({
  sites,
  value,
  onChange,
}: {
  sites: BackofficeSite[];
  value: number | undefined;
  onChange(siteId: number): void;
}) {
  if (sites.length < 2 || value === undefined) return null;
  return (
    <TextField
      select
      size="small"
      label="Site"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth={false}
      sx={{ width: 240, my: 0 }}
    >
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name} ({site.currency})
        </MenuItem>
      ))}
    </TextField>
  );
}
