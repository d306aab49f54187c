/**
 * The jackpot page's pots: the first (grand, the biggest) across the column, the others side by side below it. Each
 * amount counts up to its new figure when the jackpots channel reports one. Until the channel joins the cards hold
 * their final size with skeletons, so nothing moves when the amounts arrive.
 */

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CountingMoney } from '../../../components/counting-money';
import { useMessages } from '../../../i18n';
import type { JackpotPot } from '../slice';
import { JACKPOT_TIERS, tierLook } from './jackpot-tiers';

/** The cards' amounts: pots, none yet (skeletons), or not shown to a visitor ('—'). */
export type PotsView = { kind: 'pots'; pots: readonly JackpotPot[] } | { kind: 'loading' } | { kind: 'visitor' };

/** A pulsing dot and 'Live' on the first card once the pots come from the channel (still under reduced motion). */
function LiveMark({ ink }: { ink: string }) {
  const t = useMessages().jackpot;
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: 12,
        right: 14,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        fontSize: '0.7rem',
        fontWeight: 800,
        letterSpacing: '0.1em',
        textTransform: 'uppercase',
        color: ink,
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: '#e53935',
          boxShadow: '0 0 0 0 rgba(229,57,53,0.6)',
          animation: 'jackpot-live 1.6s ease-out infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        '@keyframes jackpot-live': {
          '0%': { boxShadow: '0 0 0 0 rgba(229,57,53,0.6)' },
          '100%': { boxShadow: '0 0 0 8px rgba(229,57,53,0)' },
        },
      }}
    >
      {t.live}
    </Box>
  );
}

function PotCard({
  slug,
  big,
  live,
  children,
}: {
  slug: string;
  big: boolean;
  live: boolean;
  children: React.ReactNode;
}) {
  const t = useMessages().jackpot;
  const look = tierLook(slug);
  const name = t.tiers[slug as keyof typeof t.tiers] ?? slug.toUpperCase();
  const id = `jackpot-${slug}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        gridColumn: big ? '1 / -1' : undefined,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        px: big ? 4 : 3,
        py: big ? 5 : 3.5,
        textAlign: 'center',
        color: look.ink,
        background: `linear-gradient(160deg, ${look.shine} 0%, ${look.metal} 55%, ${look.metal} 100%)`,
        boxShadow: `0 6px 18px -6px ${look.metal}, inset 0 1px 0 rgba(255,255,255,0.45)`,
        // a soft sheen across the metal
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: 'radial-gradient(120% 60% at 50% 0%, rgba(255,255,255,0.35), transparent 60%)',
          pointerEvents: 'none',
        },
      }}
    >
      {live && <LiveMark ink={look.ink} />}
      <Typography
        id={id}
        component="h2"
        sx={{
          fontWeight: 800,
          letterSpacing: '0.18em',
          textTransform: 'uppercase',
          fontSize: big ? '0.95rem' : '0.75rem',
          opacity: 0.85,
        }}
      >
        {name}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          // one line at the card's size whatever the amount: the skeleton holds exactly this box
          fontSize: big ? 'clamp(1.6rem, 8.5vw, 2.6rem)' : 'clamp(1rem, 4.6vw, 1.35rem)',
          lineHeight: 1.25,
          height: '1.25em',
          mt: 1,
          whiteSpace: 'nowrap',
          textShadow: look.ink === '#ffffff' ? '0 1px 2px rgba(0,0,0,0.4)' : '0 1px 0 rgba(255,255,255,0.5)',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function JackpotPots({ view, currency }: { view: PotsView; currency: string }) {
  const t = useMessages().jackpot;
  const slugs = view.kind === 'pots' ? view.pots.map((pot) => pot.slug) : JACKPOT_TIERS;
  return (
    <Box
      aria-busy={view.kind === 'loading' ? 'true' : undefined}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }}
    >
      {slugs.map((slug, index) => {
        const pot = view.kind === 'pots' ? view.pots[index] : undefined;
        return (
          <PotCard key={slug} slug={slug} big={index === 0} live={index === 0 && Boolean(pot)}>
            {pot ? (
              <CountingMoney amount={pot.balance} currency={currency} />
            ) : view.kind === 'visitor' ? (
              <span>—</span>
            ) : (
              <Skeleton
                aria-label={t.loadingAmount}
                sx={{ mx: 'auto', height: '1.25em', width: '70%', transform: 'none', bgcolor: 'rgba(0,0,0,0.18)' }}
              />
            )}
          </PotCard>
        );
      })}
    </Box>
  );
}
