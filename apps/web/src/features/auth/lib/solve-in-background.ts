// Runs the verification search in a Web Worker, or on the main thread in batches with pauses between them
// when workers are unavailable. Either way the page keeps responding and progress is reported.
import { encodeSolution, solveChallenge, type Challenge } from './altcha.ts';
import type { WorkerReply } from './altcha.worker.ts';

/** The worker could not start (blocked by policy, or an old browser): solve on the page instead. */
class WorkerUnavailableError extends Error {}

function solveInWorker(challenge: Challenge, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.fraction);
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if (reply.type === 'done') resolve(reply.number);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new WorkerUnavailableError(event.message || 'verification worker failed'));
    };
    worker.postMessage(challenge);
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The encoded answer to send as `verification`. */
export async function solveInBackground(challenge: Challenge, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string> {
  const started = performance.now();
  let number: number;
  if (typeof Worker === 'function') {
    try {
      number = await solveInWorker(challenge, onProgress, signal);
    } catch (error) {
      if (!(error instanceof WorkerUnavailableError)) throw error;
      number = await solveChallenge(challenge, { onProgress, signal, yieldBetweenBatches: pause });
    }
  } else {
    number = await solveChallenge(challenge, { onProgress, signal, yieldBetweenBatches: pause });
  }
  return encodeSolution(challenge, number, performance.now() - started);
}
