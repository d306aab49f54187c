import LockIcon from '@mui/icons-material/Lock';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, usePermissions } from 'react-admin';

/** Where a 403 lands: the session stays, and staff learn why instead of seeing a blank page. */
export function Forbidden() {
  const { permissions } = usePermissions<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Not for your role" />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
          <LockIcon color="warning" fontSize="large" />
          <Typography variant="h5" component="h1">
            Your role cannot open this
          </Typography>
          <Typography color="text.secondary">
            {permissions ? `You are signed in as ${permissions}. ` : ''}
            This screen belongs to another role. Ask an owner if your work needs it.
          </Typography>
          <Button variant="contained" component={Link} to="/">
            Back to the dashboard
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
