import { useEffect, useState } from 'react';

/** The time now, refreshed every `interval` ms, for labels such as "overdue" that change as time passes. */
export function useNow(interval = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), interval);
    return () => window.clearInterval(timer);
  }, [interval]);
  return now;
}
