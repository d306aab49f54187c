/**
 * The reality check (due every reality_check_minutes of play; the next bet waits for it): how long the player has
 * played and their net position, then Continue, Stop (leaves the game) or a look at their activity.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/link';
import { useRgMessages } from '../../../i18n/rg';
import { Paths } from '../../../lib/layout';
import type { RgSessionFigures } from '../events';
import { signedMoney } from '../format';

interface Props {
  figures: RgSessionFigures;
  currency: string;
  onContinue: () => void;
  onStop: () => void;
}

export function RealityCheckDialog({ figures, currency, onContinue, onStop }: Props) {
  const t = useRgMessages();
  const net = figures.net_position;
  const minutes = Math.floor(figures.elapsed_ms / 60_000);
  return (
    // Only a choice closes it: a tap beside it is not an answer (Escape is Continue, as the keyboard's way out).
    <Dialog
      open
      onClose={(_, reason) => reason === 'escapeKeyDown' && onContinue()}
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      fullWidth
      maxWidth="xs"
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <DialogTitle id="reality-check-title" sx={{ fontWeight: 800 }}>
        {t.realityTitle}
      </DialogTitle>
      <DialogContent id="reality-check-text">
        <Typography>{t.realityPlayed(t.playedFor(Math.floor(minutes / 60), minutes % 60))}</Typography>
        <Box sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            {t.realityNet}
          </Typography>
          <Typography
            sx={{
              fontSize: '1.75rem',
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
              color: net > 0 ? 'success.main' : net < 0 ? 'error.main' : 'text.primary',
            }}
          >
            {signedMoney(net, currency)}
          </Typography>
        </Box>
        <Button component={RouterLink} to={Paths.activity} sx={{ mt: 2, minHeight: 44 }} onClick={onContinue}>
          {t.seeActivity}
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onStop} sx={{ minHeight: 48, flex: '1 1 120px' }}>
          {t.stop}
        </Button>
        <Button variant="contained" onClick={onContinue} autoFocus sx={{ minHeight: 48, flex: '1 1 120px' }}>
          {t.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
