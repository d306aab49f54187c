import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { selectToasts, toastClosed } from '../slice';
import { closesIn, isGamePath, toastText, visibleToasts } from '../toasts';
import type { JackpotStyle, Toast, ToastChannel } from '../toasts';
import { useTopCover } from '../top-cover';
import { usePathname } from '../use-pathname';
import { HEADER_HEIGHT } from '../../../lib/layout';

/** The open game's bar (game-frame.tsx) */
const GAME_BAR = 48;

const SEVERITY: Record<Toast['kind'], AlertColor> = {
  info: 'info',
  success: 'success',
  error: 'error',
  warn: 'warning',
  jackpotWon: 'success',
  hasJustStartedCampaignBonus: 'info',
};

/**
 * News (info, a campaign bonus started) in the brand's own colour and its text colour on it; success and error in
 * the brand's green and red (its palette); warnings in the theme's amber.
 */
const BRAND_NEWS = { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiAlert-icon': { color: 'inherit' } };

const toastSx = (toast: Toast) => {
  if (toast.kind === 'jackpotWon') {
    return { bgcolor: JACKPOT_COLOURS[toast.style].bg, color: JACKPOT_COLOURS[toast.style].fg, fontWeight: 700 };
  }
  return SEVERITY[toast.kind] === 'info' ? BRAND_NEWS : undefined;
};

const JACKPOT_COLOURS: Record<JackpotStyle, { bg: string; fg: string }> = {
  grand: { bg: '#d4a017', fg: '#1a1a1a' },
  major: { bg: '#9e9e9e', fg: '#1a1a1a' },
  minor: { bg: '#a0522d', fg: '#ffffff' },
};

function ToastBody({ toast }: { toast: Toast }) {
  const messages = useMessages();
  const text = toastText(toast, messages);
  if (toast.kind === 'hasJustStartedCampaignBonus') {
    return (
      <Link component={RouterLink} to="/promo/" color="inherit">
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}

/**
 * The toasts of one channel (SPEC §2): root-toast for the page, game-toast over a game. Each closes itself after
 * 10 s or on its close button; none shows on cash-in pages. Raise one with `toastShown` from the ui slice.
 */
export function ToastHost({ channel = 'root-toast' }: { channel?: ToastChannel }) {
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const pathname = usePathname();
  const messages = useMessages();
  const mine = useMemo(() => toasts.filter((toast) => toast.channel === channel), [toasts, channel]);
  const cover = useTopCover();

  // Auto-close runs whether or not the toast can be seen: one raised on a cash-in page expires there.
  useEffect(() => {
    const now = Date.now();
    const timers = mine.map((toast) => setTimeout(() => dispatch(toastClosed(toast.id)), closesIn(toast, now)));
    return () => timers.forEach(clearTimeout);
  }, [mine, dispatch]);

  // Hidden until the browser's path is known (hydration), so the static HTML and the first render agree.
  const shown = pathname ? visibleToasts(mine, channel, pathname) : [];
  if (shown.length === 0) return null;
  // On a game's page a toast never covers the game's controls (a slot's Spin, a crash game's Bet sit at the bottom on
  // a phone): at the top, under the open game's bar (the only bar on a phone; under the header on a desktop), where
  // the session's figures stay in sight. A banner up there (the jackpot celebration) keeps them below it.
  const atTop = channel === 'game-toast' || isGamePath(pathname);
  const below = (under: number) => (cover > 0 ? `max(${under}px, ${cover + 8}px)` : under);
  return (
    <Box
      data-channel={channel}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        top: atTop ? { xs: below(GAME_BAR + 8), md: below(HEADER_HEIGHT + GAME_BAR + 8) } : 'auto',
        bottom: atTop ? 'auto' : 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100% - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {shown.map((toast) => (
        <Alert
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          data-style={toast.kind === 'jackpotWon' ? toast.style : undefined}
          severity={SEVERITY[toast.kind]}
          variant="filled"
          onClose={() => dispatch(toastClosed(toast.id))}
          slotProps={{ closeButton: { title: messages.feedback.close, 'aria-label': messages.feedback.close } }}
          sx={toastSx(toast)}
        >
          <ToastBody toast={toast} />
        </Alert>
      ))}
    </Box>
  );
}
