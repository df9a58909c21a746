// Solves a verification challenge off the main thread, so the page stays responsive while it hashes.
import { solveChallenge, type Challenge } from './altcha.ts';

export type WorkerReply = { type: 'progress'; fraction: number } | { type: 'done'; number: number } | { type: 'error'; message: string };

const scope = globalThis as unknown as { postMessage(message: WorkerReply): void; onmessage: ((event: MessageEvent<Challenge>) => void) | null };

scope.onmessage = (event) => {
  let lastReport = 0;
  solveChallenge(event.data, {
    onProgress: (fraction) => {
      // A message per batch would flood the page; a few per second are enough for a progress bar.
      const now = Date.now();
      if (now - lastReport < 100 && fraction < 1) return;
      lastReport = now;
      scope.postMessage({ type: 'progress', fraction });
    },
  }).then(
    (number) => scope.postMessage({ type: 'done', number }),
    (error: unknown) => scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
