import { useRef } from 'react';
import { createThrottle } from '../lib/timing.ts';

/** A gate letting one call through per interval (SMS requests and captcha refreshes, 1000 ms). */
export function useThrottle(intervalMs: number): () => boolean {
  const gate = useRef<(() => boolean) | null>(null);
  gate.current ??= createThrottle(intervalMs);
  return gate.current;
}
