/**
 * An hourglass in a ring that ripples outwards, slowly: money on its way and nothing for the player to do. Still
 * for players who ask for less motion.
 */

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { keyframes } from '@mui/system';
import { HourglassIcon } from './icons';

const ripple = keyframes`
  from { transform: scale(1); opacity: 0.7; }
  to { transform: scale(1.6); opacity: 0; }
`;

export function PendingMark({ size = 64 }: { size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        position: 'relative',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: theme.palette.mode === 'light' ? 'warning.dark' : 'warning.light',
        bgcolor: alpha(theme.palette.warning.main, 0.16),
        '& svg': { fontSize: Math.round(size * 0.5) },
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: '2px solid currentColor',
          animation: `${ripple} 2s ease-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', opacity: 0 } },
      })}
    >
      <HourglassIcon />
    </Box>
  );
}
