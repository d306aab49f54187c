/**
 * The home page's banners: a card that is one link, with a title, a figure line, a line of text and a picture drawn
 * here (SVG, our own art: no third party's marks or stock pictures). On a phone the banners are a row that scrolls
 * sideways and snaps to each; from md a grid. Every banner has the same parts whatever it says, so a signed-in
 * player's figures (a jackpot's amount) compile no styles the static page did not bring (docs/performance.md).
 */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from './link';
import { snapRowSx } from './snap-row';

/** A banner's height: the same whatever it says, so the page holds its room from the first paint. */
export const BANNER_HEIGHT = 132;

export type BannerArt = 'plane' | 'pots' | 'clock' | 'gift';

/** Two colours a banner is painted in (a gradient from `from` to `to`) and its text's colour on them. */
export interface BannerLook {
  from: string;
  to: string;
  ink: string;
}

export function BannerRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, mb: 5, p: 0, ...snapRowSx({ xs: '82%', sm: '46%' }, 3) }}
    >
      {children}
    </Box>
  );
}

export function LobbyBanner({
  id,
  to,
  title,
  figure,
  text,
  art,
  look,
}: {
  id: string;
  to: string;
  title: string;
  /** The banner's big line: an amount, a name, a state */
  figure: ReactNode;
  text: string;
  art: BannerArt;
  look: BannerLook;
}) {
  return (
    <li>
      <Box
        component={RouterLink}
        to={to}
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          height: BANNER_HEIGHT,
          boxSizing: 'border-box',
          px: { xs: 4, md: 3 },
          overflow: 'hidden',
          borderRadius: 4,
          color: look.ink,
          textDecoration: 'none',
          background: `linear-gradient(135deg, ${look.from} 0%, ${look.to} 100%)`,
          boxShadow: `0 6px 16px -8px ${look.to}`,
          '&:hover .banner-art': { transform: 'scale(1.06)' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, zIndex: 1 }}>
          <Typography
            id={id}
            component="h2"
            sx={{ fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.14em', textTransform: 'uppercase' }}
          >
            {title}
          </Typography>
          <Typography
            component="p"
            sx={{
              // Three banners share a row from md: a smaller figure that may take two lines, never cut mid-word.
              fontSize: { xs: '1.35rem', md: '1.1rem' },
              fontWeight: 800,
              lineHeight: 1.2,
              fontVariantNumeric: 'tabular-nums',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {figure}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontSize: '0.8rem',
              lineHeight: 1.35,
              opacity: 0.9,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {text}
          </Typography>
        </Box>
        <Box
          className="banner-art"
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: { xs: 84, md: 60 },
            height: { xs: 84, md: 60 },
            transition: 'transform 200ms ease-out',
          }}
        >
          <BannerPicture kind={art} ink={look.ink} />
        </Box>
      </Box>
    </li>
  );
}

/**
 * The banners' pictures, drawn for us: a plane on its climb, stacks of coins, a clock at the hour, a gift. 84 px
 * square; `ink` is the banner's text colour.
 */
export function BannerPicture({ kind, ink }: { kind: BannerArt; ink: string }) {
  const common = { width: '100%', height: '100%', viewBox: '0 0 84 84', fill: 'none', focusable: 'false' } as const;
  if (kind === 'gift') {
    return (
      <svg {...common}>
        <rect x="14" y="36" width="56" height="40" rx="4" fill={ink} opacity="0.85" />
        <rect x="10" y="26" width="64" height="14" rx="3" fill={ink} />
        <rect x="37" y="26" width="10" height="50" fill="#ffffff" opacity="0.9" />
        <path d="M42 26 C 30 8, 16 14, 24 24 C 28 28, 38 27, 42 26 Z" stroke={ink} strokeWidth="4" />
        <path d="M42 26 C 54 8, 68 14, 60 24 C 56 28, 46 27, 42 26 Z" stroke={ink} strokeWidth="4" />
        <path d="M72 6 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2 Z" fill={ink} />
      </svg>
    );
  }
  if (kind === 'plane') {
    return (
      <svg {...common}>
        <path d="M6 76 C 30 72, 50 56, 70 20" stroke={ink} strokeOpacity="0.55" strokeWidth="3" strokeDasharray="5 5" />
        <g transform="translate(62 22) rotate(-55)">
          <path d="M-14 0 L14 -3 L18 0 L14 3 Z" fill="#ffffff" />
          <path d="M-2 -1 L-8 -16 L-3 -16 L6 -1 Z M-2 1 L-8 16 L-3 16 L6 1 Z" fill="#ffffff" opacity="0.9" />
          <path d="M-14 0 L-18 -7 L-15 -7 L-10 -1 Z" fill="#ffffff" />
        </g>
        <circle cx="12" cy="16" r="2" fill="#ffffff" opacity="0.7" />
        <circle cx="30" cy="8" r="1.5" fill="#ffffff" opacity="0.6" />
        <circle cx="46" cy="38" r="1.5" fill="#ffffff" opacity="0.5" />
      </svg>
    );
  }
  if (kind === 'pots') {
    const coin = (x: number, y: number, r: number, fill: string) => (
      <g key={`${x}-${y}`}>
        <ellipse cx={x} cy={y + 3} rx={r} ry={r * 0.42} fill="#000000" opacity="0.18" />
        <ellipse
          cx={x}
          cy={y}
          rx={r}
          ry={r * 0.42}
          fill={fill}
          stroke="#ffffff"
          strokeOpacity="0.6"
          strokeWidth="1.5"
        />
      </g>
    );
    return (
      <svg {...common}>
        {[0, 1, 2, 3, 4].map((step) => coin(24, 72 - step * 7, 14, '#ffd54f'))}
        {[0, 1, 2, 3, 4, 5, 6].map((step) => coin(56, 74 - step * 7, 14, '#ffca28'))}
        {[0, 1, 2].map((step) => coin(40, 78 - step * 7, 12, '#e0e0e8'))}
        <path d="M66 10 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2 Z" fill="#ffffff" />
        <path d="M16 26 l1.5 4 4 1.5 -4 1.5 -1.5 4 -1.5 -4 -4 -1.5 4 -1.5 Z" fill="#ffffff" opacity="0.8" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="42" cy="44" r="30" fill="#ffffff" opacity="0.18" />
      <circle cx="42" cy="44" r="30" stroke="#ffffff" strokeWidth="4" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((hour) => (
        <rect key={hour} x="41" y="17" width="2" height="6" fill="#ffffff" transform={`rotate(${hour * 30} 42 44)`} />
      ))}
      <path d="M42 44 L42 24" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M42 44 L56 52" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="42" cy="44" r="3.5" fill={ink} />
      <path d="M20 8 l6 8 M64 8 l-6 8" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
