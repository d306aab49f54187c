import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ReasonDialog } from '../common/reason-dialog';
import { StatusChip } from '../common/status-chip';
import { useConsole } from '../common/use-console';
import { VerificationDocument } from './verification-document';
import { DateTimeField } from '../common/date-time-field';

interface VerificationRecord {
  id: string | number;
  player_id: number;
  status: string;
  level: number;
  [field: string]: unknown;
}

const DECIDABLE = new Set(['pending', 'submitted']);

function Decision() {
  const verification = useRecordContext<VerificationRecord>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  if (!verification || !DECIDABLE.has(verification.status)) return null;
  return (
    <TopToolbar>
      <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
        Approve
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
        Reject
      </Button>
      <ReasonDialog
        open={dialog === 'approve'}
        title="Approve verification"
        description={`The player's verification level rises to ${verification.level} and their app is told at once.`}
        confirmLabel="Approve"
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.approveVerification(verification.id, reason);
          notify('Verification approved', { type: 'success' });
          refresh();
        }}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject verification"
        description="The player is asked to verify again; the reason is kept in the audit log."
        confirmLabel="Reject"
        danger
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.rejectVerification(verification.id, reason);
          notify('Verification rejected', { type: 'success' });
          refresh();
        }}
      />
    </TopToolbar>
  );
}

/** The details the player gave, whatever fields the provider keeps, beside the document. */
function Details() {
  const verification = useRecordContext<VerificationRecord>();
  if (!verification) return null;
  const known = new Set(['id', 'player_id', 'status', 'level', 'created_at']);
  const extra = Object.entries(verification).filter(([key, value]) => !known.has(key) && typeof value !== 'object');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1.5}>
              <Labeled label="Player">
                <ReferenceField source="player_id" reference="players" link="show" />
              </Labeled>
              <Labeled label="Status">
                <StatusChip />
              </Labeled>
              <Labeled label="For level">
                <TextField source="level" />
              </Labeled>
              <Labeled label="Started">
                <DateTimeField source="created_at" />
              </Labeled>
              {extra.map(([key, value]) => (
                <Labeled key={key} label={key.replace(/_/g, ' ')}>
                  <Typography variant="body2">{String(value)}</Typography>
                </Labeled>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              Document
            </Typography>
            <VerificationDocument id={verification.id} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export function VerificationShow() {
  return (
    <Show actions={<Decision />}>
      <CardContent>
        <Details />
      </CardContent>
    </Show>
  );
}
