import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useDispatch, useSelector } from 'react-redux';
import { useMessages } from '../../../i18n';
import { errorDismissed, selectErrorModal } from '../slice';

export const MODAL_WIDTH = 500;

/**
 * The blocking error modal (SPEC §2): 'Error: {message}' until the player presses CLOSE. Raise it with
 * `errorShown(message)` from the ui slice; neither Escape nor a click outside closes it.
 */
export function ErrorModal() {
  const dispatch = useDispatch();
  const message = useSelector(selectErrorModal);
  const messages = useMessages();
  return (
    <Dialog
      open={message !== null}
      aria-labelledby="error-modal-text"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogContent>
        <DialogContentText id="error-modal-text" sx={{ color: 'text.primary' }}>
          {message === null ? '' : messages.feedback.errorTitle(message)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => dispatch(errorDismissed())} autoFocus>
          {messages.feedback.errorClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
