import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useDispatch, useSelector } from 'react-redux';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { errorDismissed, selectErrorModal } from '../slice';

/**
 * The blocking error modal (SPEC §2): 'Error: {message}' until the player presses CLOSE. Raise it with
 * `errorShown(message)` from the ui slice, or `errorShown({ message, action })` to offer a Reload button or a link
 * home beside CLOSE (SPEC §8 actions); neither Escape nor a click outside closes it.
 */
export function ErrorModal() {
  const dispatch = useDispatch();
  const content = useSelector(selectErrorModal);
  const messages = useMessages();
  const close = () => dispatch(errorDismissed());
  return (
    <Dialog open={content !== null} aria-labelledby="error-modal-text">
      <DialogContent>
        <DialogContentText id="error-modal-text" sx={{ color: 'text.primary' }}>
          {content === null ? '' : messages.feedback.errorTitle(content.message)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {content?.action === 'reload' && (
          <Button onClick={() => window.location.reload()}>{messages.errors.reload}</Button>
        )}
        {content?.action === 'homepage' && (
          <Button component={RouterLink} to="/" onClick={close}>
            {messages.errors.homepage}
          </Button>
        )}
        <Button variant="contained" onClick={close} autoFocus>
          {messages.feedback.errorClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
