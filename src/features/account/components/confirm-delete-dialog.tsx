import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { useMessages } from '../../../i18n';
import { useFailureHandler } from '../../../lib/failures';
import type { DescribedError } from '../../../lib/error-catalogue';

/** Asks before deleting; `onConfirm` throws the failed call's error, shown in the dialog. */
export function ConfirmDeleteDialog({
  title,
  what,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What goes, as the player recognises it: 'FNB ******1111' */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useMessages().account;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(handleFailure(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.deleteConfirm(what)}</DialogContentText>
        <FormError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button onClick={confirm} disabled={busy} color="error" variant="contained">
          {t.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
