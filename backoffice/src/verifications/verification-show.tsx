import { Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, Labeled, Show, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { VerificationDetail } from '../../../contract/backoffice-verifications';
import { DateTimeField } from '../common/date-time-field';
import { ReasonDialog } from '../common/reason-dialog';
import { SiteField } from '../common/site-field';
import { StatusChip } from '../common/status-chip';
import { useConsole } from '../common/use-console';
import { VerificationDocument } from './verification-document';

const DECIDABLE = new Set(['pending', 'submitted']);

/**
 * Approve or reject. Approving what the player submitted asks for a confirmation; approving one they never submitted
 * (verified some other way) asks how, for the audit trail. Rejecting asks the reason, which the player is shown.
 */
function Decision() {
  const verification = useRecordContext<VerificationDetail>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!verification || !DECIDABLE.has(verification.status)) return null;
  const { id, level, player_name } = verification;
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const approveSubmitted = async () => {
    setBusy(true);
    try {
      await actions.approveVerification(id);
      setDialog(null);
      done('Verification approved');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The server refused this', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const raises = `${player_name}'s verification level rises to ${level} and their app is told at once.`;
  return (
    <TopToolbar>
      <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
        Approve
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
        Reject
      </Button>
      {verification.status === 'submitted' ? (
        <Confirm
          isOpen={dialog === 'approve'}
          loading={busy}
          title="Approve verification"
          content={`${raises} Approve only if the document matches the details.`}
          confirm="Approve"
          onConfirm={approveSubmitted}
          onClose={() => setDialog(null)}
        />
      ) : (
        <ReasonDialog
          open={dialog === 'approve'}
          title="Approve without the form"
          description={`The player has not submitted the form. ${raises}`}
          fieldLabel="How you verified the player"
          confirmLabel="Approve"
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await actions.approveVerification(id, reason);
            done('Verification approved');
          }}
        />
      )}
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject verification"
        description="The player sees this reason on their verification page and may start again."
        fieldLabel="Reason (shown to the player)"
        confirmLabel="Reject"
        danger
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.rejectVerification(id, reason);
          done('Verification rejected');
        }}
      />
    </TopToolbar>
  );
}

function Text({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Labeled label={label}>
      <Typography variant="body2">{value === null || value === undefined || value === '' ? '—' : value}</Typography>
    </Labeled>
  );
}

/** What the player entered on the form, beside the account's own name to compare. */
function Submitted() {
  const { details, player } = useRecordContext<VerificationDetail>() ?? {};
  if (!player) return null;
  if (!details) return <Typography color="text.secondary">The player has not submitted the form.</Typography>;
  return (
    <Stack spacing={1.5}>
      <Text label="ID number" value={details.id_number} />
      <Text label="First name" value={details.first_name} />
      <Text label="Last name" value={details.last_name} />
      <Text label="Date of birth" value={details.date_of_birth} />
      <Text label="Name on the account" value={`${player.first_name} ${player.last_name}`.trim()} />
    </Stack>
  );
}

function Details() {
  const verification = useRecordContext<VerificationDetail>();
  // The queue's row stands in while the verification loads: it has no details nor player yet.
  if (!verification?.player) return null;
  const decided = verification.status === 'approved' || verification.status === 'rejected';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1.5}>
                <Labeled label="Player">
                  <Link component={RouterLink} to={`/players/${verification.player_id}/show`}>
                    {verification.player_name || `Player ${verification.player_id}`} · {verification.player_phone}
                  </Link>
                </Labeled>
                <Labeled label="Site">
                  <SiteField source="site_id" />
                </Labeled>
                <Labeled label="Status">
                  <StatusChip />
                </Labeled>
                <Text label="For level" value={verification.level} />
                <Text label="Player's level now" value={verification.player.verification_level} />
                <Labeled label="Started">
                  <DateTimeField source="created_at" />
                </Labeled>
                <Labeled label="Submitted">
                  <DateTimeField source="submitted_at" emptyText="not yet" />
                </Labeled>
                {decided && (
                  <Labeled label="Decided">
                    <DateTimeField source="decided_at" />
                  </Labeled>
                )}
                {verification.decided_by !== null && <Text label="Decided by staff" value={verification.decided_by} />}
                {verification.reason !== null && (
                  <Text
                    label={verification.status === 'rejected' ? 'Reason given to the player' : 'Note'}
                    value={verification.reason}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" gutterBottom>
                Submitted details
              </Typography>
              <Submitted />
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              Document
            </Typography>
            {verification.document ? (
              <VerificationDocument id={verification.id} contentType={verification.document.content_type} />
            ) : (
              <Typography color="text.secondary">No document uploaded.</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

function Title() {
  const verification = useRecordContext<VerificationDetail>();
  return <span>Verification{verification ? ` · ${verification.player_name}` : ''}</span>;
}

export function VerificationShow() {
  return (
    <Show actions={<Decision />} title={<Title />}>
      <CardContent>
        <Details />
      </CardContent>
    </Show>
  );
}
