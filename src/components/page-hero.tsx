/**
 * A promotions page's head: its title and what it offers on a card in the banners' colours, with their picture. It is
 * in the static HTML, so a visitor sees the page's subject on the first paint rather than a heading over a loading
 * box, and it is the largest text on the first screen (docs/performance.md, "A hero on the promotions pages").
 */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BannerPicture } from './lobby-banner';
import type { BannerArt, BannerLook } from './lobby-banner';

/** The promotions hub's colours: a deep green, money's; white text on its lightest point keeps 5:1 contrast. */
export const PROMOTIONS_LOOK: BannerLook = { from: '#15803d', to: '#0b4f2c', ink: '#ffffff' };

/** The happy hour's colours, the same as its home page banner. */
export const HAPPY_HOUR_LOOK: BannerLook = { from: '#8e24aa', to: '#4a148c', ink: '#ffffff' };

export function PageHero({
  title,
  text,
  art,
  look,
}: {
  title: string;
  /** What the page offers; none where the site plays for fun (nothing here is offered then) */
  text: string | null;
  art: BannerArt;
  look: BannerLook;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        px: { xs: 3, sm: 4 },
        py: { xs: 3, sm: 4 },
        color: look.ink,
        background: `linear-gradient(135deg, ${look.from} 0%, ${look.to} 100%)`,
        boxShadow: `0 6px 16px -8px ${look.to}`,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: { xs: -12, sm: 24 },
          bottom: { xs: -14, sm: 'auto' },
          top: { sm: '50%' },
          transform: { sm: 'translateY(-50%)' },
          width: { xs: 104, sm: 120 },
          height: { xs: 104, sm: 120 },
          opacity: { xs: 0.35, sm: 0.9 },
        }}
      >
        <BannerPicture kind={art} ink={look.ink} />
      </Box>
      <Box sx={{ position: 'relative', maxWidth: { sm: 'calc(100% - 160px)' } }}>
        <Typography
          component="h1"
          sx={{ fontSize: { xs: '1.9rem', sm: '2.25rem' }, fontWeight: 800, lineHeight: 1.15 }}
        >
          {title}
        </Typography>
        {text && (
          <Typography
            component="p"
            sx={{ mt: 1, fontSize: { xs: '1.05rem', sm: '1.125rem' }, lineHeight: 1.5, opacity: 0.95 }}
          >
            {text}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
