/**
 * The session's time played and net position, small, for a game's page: in the game frame's bar while a game is
 * open, and over the page otherwise. The time runs on between the server's pushes (one after each settled round).
 */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { HourglassIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useRgMessages } from '../../../i18n/rg';
import type { RgSessionFigures } from '../events';
import { playedClock, signedMoney } from '../format';

export type HeldFigures = RgSessionFigures & { at: number };

/** The time played now: the pushed figure plus the time since it came, ticking each second. */
export function usePlayedMs(session: HeldFigures | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!session) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [session]);
  return session ? session.elapsed_ms + Math.max(0, now - session.at) : 0;
}

const netColour = (net: number) => (net > 0 ? 'success.main' : net < 0 ? 'error.main' : 'text.primary');

export function SessionFigures({ session, currency }: { session: HeldFigures; currency: string }) {
  const t = useRgMessages();
  const played = usePlayedMs(session);
  return (
    // Not a live region: a clock read out every second would drown the game.
    <Box
      role="group"
      aria-label={t.sessionBar}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        minHeight: 32,
        borderRadius: 999,
        bgcolor: 'action.hover',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <HourglassIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} title={t.sessionTime}>
          <Box component="span" sx={visuallyHidden}>
            {t.sessionTime}{' '}
          </Box>
          {playedClock(played)}
        </Typography>
      </Box>
      <Typography
        component="span"
        variant="body2"
        title={t.sessionNet}
        sx={{ fontWeight: 800, color: netColour(session.net_position) }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t.sessionNet}{' '}
        </Box>
        {signedMoney(session.net_position, currency)}
      </Typography>
    </Box>
  );
}
