// The human verification ("run the verification challenge"): a proof-of-work challenge fetched
// from the server and solved in the browser. A form starts it early (on opening) so the answer is usually
// ready by the time the visitor submits; each answer is used once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getChallenge } from '../api/get-challenge.ts';
import { challengeExpiresAt } from '../lib/altcha.ts';
import { solveInBackground } from '../lib/solve-in-background.ts';

interface Pending {
  promise: Promise<string>;
  controller: AbortController;
  expiresAt: number | null;
}

/** An answer this close to its challenge's expiry is not worth sending. */
const EXPIRY_MARGIN_MS = 10_000;

export function useVerification() {
  const pending = useRef<Pending | null>(null);
  const [progress, setProgress] = useState(0);
  const [waiting, setWaiting] = useState(false);

  const start = useCallback((): Pending => {
    const controller = new AbortController();
    const entry: Pending = { controller, expiresAt: null, promise: Promise.resolve('') };
    setProgress(0);
    entry.promise = getChallenge().then((challenge) => {
      entry.expiresAt = challengeExpiresAt(challenge);
      return solveInBackground(challenge, setProgress, controller.signal);
    });
    entry.promise.catch(() => undefined); // a failure surfaces when the answer is taken
    return entry;
  }, []);

  /** Starts solving in the background if no answer is on its way. */
  const prepare = useCallback(() => {
    pending.current ??= start();
  }, [start]);

  /** The answer for one call; the next call gets a fresh one. */
  const take = useCallback(async (): Promise<string> => {
    let entry = pending.current;
    if (!entry || (entry.expiresAt !== null && entry.expiresAt - Date.now() < EXPIRY_MARGIN_MS)) {
      entry?.controller.abort();
      entry = start();
    }
    pending.current = null;
    setWaiting(true);
    try {
      return await entry.promise;
    } finally {
      setWaiting(false);
    }
  }, [start]);

  useEffect(
    () => () => {
      pending.current?.controller.abort();
      pending.current = null;
    },
    [],
  );

  return { prepare, take, progress, waiting };
}
