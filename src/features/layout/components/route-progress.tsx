/**
 * A thin bar across the top of the screen while a tapped page is slow to come (a slow network: no feedback for
 * seconds reads as a dead tap). A named progress bar for screen readers; a still bar where motion is reduced.
 */

import Box from '@mui/material/Box';
import { keyframes } from '@mui/system';
import { useMessages } from '../../../i18n';
import { useRouteDelayed } from '../../../lib/route-delay';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function RouteProgress() {
  const delayed = useRouteDelayed();
  const label = useMessages().layout.pageComing;
  if (!delayed) return null;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: theme.zIndex.appBar + 1,
        overflow: 'hidden',
        pointerEvents: 'none',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.8 },
        },
      })}
    />
  );
}
