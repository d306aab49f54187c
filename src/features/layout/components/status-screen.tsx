import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/link';

export interface StatusAction {
  label: string;
  to: string;
  primary?: boolean;
}

/** A page that only says where the player is (404, 500, exit) and offers ways on. */
export function StatusScreen({
  title,
  text,
  actions,
  children,
}: {
  title: string;
  text: string;
  actions: StatusAction[];
  children?: ReactNode;
}) {
  return (
    <Stack spacing={4} sx={{ alignItems: 'flex-start', py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{text}</Typography>
      {children}
      <Stack direction="row" spacing={2}>
        {actions.map((action) => (
          <Button
            key={action.label}
            component={RouterLink}
            to={action.to}
            variant={action.primary ? 'contained' : 'outlined'}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
