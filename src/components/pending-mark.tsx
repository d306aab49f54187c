/**
 * An hourglass in a ring that ripples outwards, slowly: money on its way and nothing for the player to do. Still
 * for players who ask for less motion.
 */

import { keyframes } from '@mui/system';
import { IconBadge } from './icon-badge';
import { HourglassIcon } from './icons';

const ripple = keyframes`
  from { transform: scale(1); opacity: 0.7; }
  to { transform: scale(1.6); opacity: 0; }
`;

export function PendingMark() {
  return (
    <IconBadge
      size={64}
      tone="warning"
      sx={{
        position: 'relative',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: '2px solid currentColor',
          animation: `${ripple} 2s ease-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', opacity: 0 } },
      }}
    >
      <HourglassIcon />
    </IconBadge>
  );
}
