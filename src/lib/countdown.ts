/** A wait the player watches run down: 'Resend code in 0:45', 'Please try again in 12:30'. */

import { useEffect, useState } from 'react';

/** Whole seconds as a clock: '0:45', '12:30', '1:00:00'. */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** The whole seconds left until `until` (epoch ms; null: none), moving once a second while any are left. */
export function useSecondsLeft(until: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}
