import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../../i18n';
import { isNewVersionReady, reloadIntoNewVersion, subscribeNewVersion, watchForNewVersion } from '../new-version';

/** The full-screen notice of SPEC §1: a new version was deployed; OK reloads the page. */
export function NewVersionNotice() {
  const messages = useMessages();
  const ready = useSyncExternalStore(subscribeNewVersion, isNewVersionReady, () => false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => watchForNewVersion(), []);

  return (
    <Dialog open={ready} fullScreen aria-labelledby="new-version-text">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography id="new-version-text" variant="h6" component="p" sx={{ textAlign: 'center', maxWidth: 480 }}>
          {messages.feedback.newVersion}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 6 }}>
        <Button
          variant="contained"
          size="large"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void reloadIntoNewVersion();
          }}
        >
          {messages.feedback.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
