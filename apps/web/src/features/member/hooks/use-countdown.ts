import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../model/countdown.ts';

/** A ticking count of seconds: `start(n)` begins it, `remaining` is 0 when idle or done. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(seconds > 0 ? time + seconds * 1000 : null);
  }, []);

  return { remaining, start };
}
