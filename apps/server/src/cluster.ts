// Several server processes on one machine (ADR 0041, docs/deploy.md): the primary process forks WORKERS
// copies of the server, which share the listening port (node:cluster hands each new connection to the next
// worker), restarts a worker that dies, passes a stop signal on to them all, and gathers their /metrics into
// one page. It serves no request itself. Everything the workers must agree on lives in PostgreSQL (or Redis).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from './config.ts';

/** A worker that dies sooner than this after it started counts as crashing: its restart waits longer each time. */
const CRASH_WINDOW_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long the workers get to finish in-flight requests once told to stop (their own limit is 15 s). */
const STOP_GRACE_MS = 20_000;

const METRICS_ASK = 'orbit:metrics-ask';
const METRICS_ANSWER = 'orbit:metrics-answer';

function logLine(level: 'info' | 'warn' | 'error', msg: string, extra: object = {}) {
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', msg, ...extra }));
}

/**
 * How many processes to run: WORKERS, else one per core in production and one otherwise. Embedded PGlite is
 * a database inside the process, which one process alone may open: it always runs one, and says why.
 */
export function workerPlan(config: Pick<Config, 'WORKERS' | 'NODE_ENV' | 'DATABASE_URL'>, cores = availableParallelism()): { count: number; note?: string } {
  const wanted = config.WORKERS ?? (config.NODE_ENV === 'production' ? cores : 1);
  if (!config.DATABASE_URL && wanted > 1)
    return {
      count: 1,
      note: `WORKERS=${wanted} asked for, but the embedded PGlite database opens in one process only: running 1 (set DATABASE_URL to a PostgreSQL server to run more)`,
    };
  return { count: wanted };
}

/** True in a process the primary forked. */
export const isClusterWorker = () => cluster.isWorker;

/** The primary: forks `count` workers and keeps that many running until it is told to stop. */
export function runPrimary(count: number): void {
  const aggregator = new AggregatorRegistry();
  const startedAt = new Map<number, number>();
  let crashes = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    crashes = lived < CRASH_WINDOW_MS ? crashes + 1 : 0;
    const delay = crashes === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (crashes - 1));
    logLine('error', `worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${delay ? ` in ${delay / 1000}s` : ''}`);
    setTimeout(fork, delay);
  });

  // A worker asked for /metrics: every worker's figures, merged (each series by its aggregator).
  cluster.on('message', (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logLine('info', `${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logLine('info', `starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}

let asked = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();

/**
 * In a worker: answers prom-client's requests for this process's figures (from `registry`), and gives the
 * function that asks the primary for every worker's figures merged.
 */
export function joinClusterMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Made for its side effect: a worker answers the primary's requests once an AggregatorRegistry exists.
  new AggregatorRegistry();
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type !== METRICS_ANSWER || message.id === undefined) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++asked;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: METRICS_ASK, id });
      setTimeout(() => {
        if (waiting.delete(id)) reject(new Error('the primary did not answer with the metrics'));
      }, 6000).unref();
    });
}
