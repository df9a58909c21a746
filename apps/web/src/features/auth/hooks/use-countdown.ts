import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../lib/timing.ts';

/** A seconds countdown (the SMS sender's): start(n) shows n … 1, then 0 and `running` false again. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const remaining = secondsLeft(endsAt, Date.now());
      setLeft(remaining);
      if (remaining === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    setLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  const reset = useCallback(() => {
    setEndsAt(null);
    setLeft(0);
  }, []);

  return { secondsLeft: left, running: left > 0, start, reset };
}
