import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { ArrowBackIcon, CloseIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { HEADER_HEIGHT, LEFT_SIDEBAR_WIDTH, Paths, RIGHT_SIDEBAR_WIDTH } from '../../../lib/layout';
import { coverSupportChatLauncher } from '../../../lib/support-chat';
import type { TemplateFrame } from '../templates';

interface Props {
  url: string;
  name: string;
  shape: TemplateFrame['shape'];
  onClose: () => void;
  /** Shown in the bar beside the game's name, small (the session's time played and net position) */
  status?: ReactNode;
  /** The player's balance, in the bar below md, where the game covers the site's header */
  balance?: ReactNode;
}

/** Below md (phones, upright or on their side) the game covers the header: its bar is the only one. */
const PHONE = { xs: 'flex', md: 'none' } as const;
const FROM_MD = { xs: 'none', md: 'flex' } as const;

/**
 * The game at its launch address. On a desktop it fills the screen under the header (so the live balance stays in
 * sight) and between the sidebars, with a bar above it that closes the game or goes back to the lobby. On a phone
 * (below md) it covers the whole screen with one bar: one way back (to the lobby), the balance and the session's
 * figures, the game taking the rest (issue 40; the sandbox's own pages drop their bar in a frame). Escape closes it.
 * The page under it does not scroll while it is open.
 */
export function GameFrame({ url, name, shape, onClose, status, balance }: Props) {
  const t = useMessages().games;
  const close = useRef<HTMLButtonElement>(null);
  // the chat launcher would float over the game's own controls
  useEffect(() => coverSupportChatLauncher(), []);
  const back = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // The close button where it shows; on a phone the one way back.
    (close.current?.offsetParent ? close.current : back.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <Box
      component="section"
      aria-label={name}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        top: { xs: 0, md: HEADER_HEIGHT },
        bottom: 0,
        left: { xs: 0, xl: LEFT_SIDEBAR_WIDTH },
        right: { xs: 0, lg: RIGHT_SIDEBAR_WIDTH },
        zIndex: (theme) => ({ xs: theme.zIndex.appBar + 1, md: theme.zIndex.appBar - 1 }),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#000',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          minHeight: 48,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          ref={back}
          component={RouterLink}
          to={Paths.home}
          startIcon={<ArrowBackIcon />}
          aria-label={status ? t.backToLobby : undefined}
          sx={{
            flexShrink: 0,
            minHeight: 48,
            minWidth: 48,
            // On a phone the balance and the session's figures need the room: the arrow alone leads back.
            '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } },
          }}
        >
          {status ? (
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {t.backToLobby}
            </Box>
          ) : (
            t.backToLobby
          )}
        </Button>
        <Typography
          noWrap
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 700,
            textAlign: 'center',
            // On a phone the balance and the session's figures take the name's place (the frame's title names it).
            display: status || balance ? FROM_MD : 'block',
          }}
        >
          {name}
        </Typography>
        {balance && <Box sx={{ display: PHONE, flex: 1, minWidth: 0 }}>{balance}</Box>}
        {status && <Box sx={{ flex: '0 0 auto', display: 'flex', justifyContent: 'center' }}>{status}</Box>}
        {/* One way back on a phone: the arrow (Escape still closes the game where there is a keyboard). */}
        <IconButton
          ref={close}
          onClick={onClose}
          aria-label={t.closeGame}
          sx={{ width: 48, height: 48, display: FROM_MD }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="iframe"
        src={url}
        title={name}
        allow="autoplay; fullscreen"
        sx={{
          flex: 1,
          display: 'block',
          width: '100%',
          maxWidth: { md: shape === 'portrait' ? 480 : 'none' },
          mx: 'auto',
          border: 0,
          bgcolor: '#000',
        }}
      />
    </Box>
  );
}
