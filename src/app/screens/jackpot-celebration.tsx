/**
 * A pot this player has just won, celebrated over the open game (issue "A win that feels like one"): the pot's name
 * (Grand, Major, Minor) in its metal, the amount counting up, and a Collect button that closes it. It sits at the top
 * of the game, clear of the game's own controls below, with the toasts moved below it (top-cover.ts), and closes by
 * itself after AUTO_CLOSE_MS. Not modal: focus goes to Collect and comes back where it was; Escape closes it. Inline
 * styles and Web Animations only (no state-dependent `sx`, which would compile styles in the browser, and no <style>,
 * which the CSP refuses); the motion is transforms and opacity, and none with prefers-reduced-motion.
 */

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatMoney } from '../../../contract/money';
import { coverTop } from '../../features/ui/top-cover';
import { useMessages } from '../../i18n';
import { JACKPOT_TIERS, tierLook, type JackpotTier } from '../../features/promotions/components/jackpot-tiers';

export const COUNT_UP_MS = 1_600;
export const AUTO_CLOSE_MS = 15_000;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The amount shown `elapsed` ms into the count-up: eased out, whole minor units, the full amount at the end. */
export function countedUp(amount: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return amount;
  const t = Math.max(0, elapsed) / duration;
  return Math.round(amount * (1 - (1 - t) ** 3));
}

function useCountUp(amount: number): number {
  const [shown, setShown] = useState(() => (reducedMotion() ? amount : 0));
  useEffect(() => {
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      setShown(amount);
      return undefined;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const value = countedUp(amount, now - start);
      setShown(value);
      if (value < amount) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount]);
  return shown;
}

/**
 * The entrance and the shine's sweep, through the Web Animations API: a <style> element would be refused by the
 * site's Content Security Policy. Transforms and opacity only; nothing with reduced motion.
 */
function useEntrance(card: RefObject<HTMLDivElement | null>, shine: RefObject<HTMLSpanElement | null>) {
  useEffect(() => {
    if (reducedMotion()) return undefined;
    const entrance = card.current?.animate?.(
      [
        { transform: 'translate(-50%, -24px) scale(0.9)', opacity: 0 },
        { transform: 'translate(-50%, 0) scale(1)', opacity: 1 },
      ],
      { duration: 320, easing: 'ease-out' },
    );
    const sweep = shine.current?.animate?.([{ transform: 'translateX(-100%)' }, { transform: 'translateX(100%)' }], {
      duration: 1_600,
      easing: 'ease-in-out',
      iterations: 2,
    });
    return () => {
      entrance?.cancel();
      sweep?.cancel();
    };
  }, [card, shine]);
}

/**
 * The toasts at the top of the game (the pot's own news among them) go below the card while it is up: its bottom
 * edge as laid out (offsetTop ignores the entrance's transform), again whenever its size or the window's changes.
 */
function useTopCover(card: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = card.current;
    if (!element) return undefined;
    const cover = coverTop();
    const measure = () => cover.update(element.offsetTop + element.offsetHeight);
    measure();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      cover.release();
    };
  }, [card]);
}

export interface JackpotCelebrationProps {
  slug: string;
  /** minor units */
  amount: number;
  currency: string;
  onClose: () => void;
}

export function JackpotCelebration({ slug, amount, currency, onClose }: JackpotCelebrationProps) {
  const t = useMessages().jackpot;
  const titleId = useId();
  const look = tierLook(slug);
  const tier: JackpotTier = (JACKPOT_TIERS as readonly string[]).includes(slug) ? (slug as JackpotTier) : 'minor';
  const shown = useCountUp(amount);
  const collect = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const shine = useRef<HTMLSpanElement>(null);
  useEntrance(card, shine);
  useTopCover(card);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    collect.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const timer = setTimeout(() => close.current(), AUTO_CLOSE_MS);
    return () => {
      document.removeEventListener('keydown', onKey);
      clearTimeout(timer);
      // Focus goes back where it was, if that is still on the page.
      if (before && before.isConnected) before.focus();
    };
  }, []);

  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-amount`}
      data-testid="jackpot-celebration"
      data-tier={tier}
      ref={card}
      style={{
        position: 'fixed',
        top: 'max(12px, env(safe-area-inset-top))',
        left: '50%',
        transform: 'translate(-50%, 0)',
        zIndex: 1500,
        width: 'min(92vw, 380px)',
        boxSizing: 'border-box',
        padding: '16px 20px',
        borderRadius: 16,
        overflow: 'hidden',
        textAlign: 'center',
        // The metal itself behind the text (its ink reads 4.5:1 on it; the major's silver wants black); the shine is
        // the ring and the sweep.
        color: tier === 'major' ? '#000000' : look.ink,
        background: look.metal,
        boxShadow: `0 10px 30px rgba(0,0,0,0.45), 0 0 0 3px ${look.shine}`,
      }}
    >
      <span
        aria-hidden="true"
        ref={shine}
        style={{
          position: 'absolute',
          inset: 0,
          transform: 'translateX(100%)',
          background: 'linear-gradient(100deg, transparent 30%, rgba(255,255,255,0.45) 50%, transparent 70%)',
          pointerEvents: 'none',
        }}
      />
      <p id={titleId} style={{ position: 'relative', margin: 0, fontSize: 20, fontWeight: 800, lineHeight: 1.25 }}>
        {t.youWon(t.tiers[tier])}
      </p>
      <p
        id={`${titleId}-amount`}
        aria-label={formatMoney(amount, currency)}
        style={{
          position: 'relative',
          margin: '6px 0 2px',
          fontSize: 32,
          fontWeight: 900,
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: 0.5,
        }}
      >
        {formatMoney(shown, currency)}
      </p>
      <p style={{ position: 'relative', margin: '0 0 12px', fontSize: 14, fontWeight: 600 }}>{t.inYourBalance}</p>
      <button
        ref={collect}
        type="button"
        onClick={() => onClose()}
        style={{
          position: 'relative',
          minHeight: 44,
          minWidth: 140,
          padding: '8px 20px',
          border: 0,
          borderRadius: 999,
          font: 'inherit',
          fontSize: 16,
          fontWeight: 800,
          cursor: 'pointer',
          color: '#ffffff',
          background: '#1a1a1a',
        }}
      >
        {t.collect}
      </button>
    </div>
  );
}

export default JackpotCelebration;
