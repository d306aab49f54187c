import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

export const REASON_MIN = 5;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence staff read before confirming. */
  description: ReactNode;
  confirmLabel: string;
  /** The field staff must fill: the reason, or for an approval the bank's reference. */
  fieldLabel?: string;
  minLength?: number;
  danger?: boolean;
  /** Fields of the dialog's own above the reason (an amount). */
  children?: ReactNode;
  /** Whether the extra fields are filled in well enough to confirm. */
  extraValid?: boolean;
  onClose(): void;
  onConfirm(text: string): Promise<unknown>;
}

/**
 * Every money or player action asks for a reason (or the bank's reference) and a second click: the text goes to the
 * audit trail with the change. The server's refusal shows in the dialog, which stays open.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, confirmLabel, fieldLabel = 'Reason', minLength = REASON_MIN } = props;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = text.trim().length >= minLength && (props.extraValid ?? true);

  const close = () => {
    if (busy) return;
    setText('');
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(text.trim());
      setText('');
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The server refused this');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        {props.children}
        <TextField
          label={fieldLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          fullWidth
          multiline={fieldLabel === 'Reason'}
          minRows={fieldLabel === 'Reason' ? 2 : undefined}
          autoFocus={!props.children}
          helperText={`Required, at least ${minLength} characters; recorded in the audit log`}
          margin="dense"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={confirm}
          disabled={!valid || busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
