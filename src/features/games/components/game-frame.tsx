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
}

/**
 * The game at its launch address, filling the screen under the header (so the live balance stays in sight) and
 * between the sidebars on a desktop; a bar above it closes the game or goes back to the lobby. The page under it does
 * not scroll while it is open.
 */
export function GameFrame({ url, name, shape, onClose, status }: Props) {
  const t = useMessages().games;
  const close = useRef<HTMLButtonElement>(null);
  // the chat launcher would float over the game's own controls
  useEffect(() => coverSupportChatLauncher(), []);
  useEffect(() => {
    close.current?.focus();
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
        top: HEADER_HEIGHT,
        bottom: 0,
        left: { xs: 0, xl: LEFT_SIDEBAR_WIDTH },
        right: { xs: 0, lg: RIGHT_SIDEBAR_WIDTH },
        zIndex: (theme) => theme.zIndex.appBar - 1,
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
          component={RouterLink}
          to={Paths.home}
          startIcon={<ArrowBackIcon />}
          aria-label={status ? t.backToLobby : undefined}
          sx={{
            flexShrink: 0,
            minHeight: 48,
            minWidth: 48,
            // On a phone the session's figures need the room: the arrow alone leads back.
            ...(status && { '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }),
          }}
        >
          {status ? (
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
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
            // On a phone the session's figures take the name's place (the page's heading still names the game).
            display: status ? { xs: 'none', sm: 'block' } : 'block',
          }}
        >
          {name}
        </Typography>
        {status && (
          <Box sx={{ flex: { xs: 1, sm: '0 0 auto' }, display: 'flex', justifyContent: 'center' }}>{status}</Box>
        )}
        <IconButton ref={close} onClick={onClose} aria-label={t.closeGame} sx={{ width: 48, height: 48 }}>
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
