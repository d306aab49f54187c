import { useEffect, useState } from 'react';

/** The player's clock, read again every `everyMs` while mounted (a countdown's tick). */
export function useTickingNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
