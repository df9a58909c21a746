// /metrics in Prometheus's text format (docs/deploy.md, "What to watch"): request rates and latencies per route,
// the database pool, how far each job is behind, the ledger's movements and the open event streams, beside
// Node's own process figures. A process started alone answers for itself; under the cluster's primary
// (cluster.ts, ADR 0041) the page is every worker's figures merged, whichever worker is asked, and
// `?process=self` gives the answering worker's own. Open in development and test; in production it asks for METRICS_TOKEN as
// a bearer token and answers 404 when none is set, so a forgotten setting never publishes the figures.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { isClusterWorker, joinClusterMetrics } from '../cluster.ts';
import { openEventStreamCount } from '../lib/event-stream.ts';
import { sendError } from './errors.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsSources {
  database: Database;
  /** How far each job is behind, in seconds (jobs/runner.ts). */
  jobLag(): Promise<readonly { job: string; seconds: number }[]>;
  /** The newest ledger transaction's id (wallet module). */
  lastMovementId(): Promise<number>;
}

/** Buckets in seconds: the money calls live under 25 ms, pages and reports up to seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function allowed(config: Config, request: FastifyRequest): boolean | 'hidden' {
  if (config.NODE_ENV !== 'production') return true;
  if (!config.METRICS_TOKEN) return 'hidden';
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${config.METRICS_TOKEN}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Times every request from here on; call before the routes are registered. */
export function registerMetrics(app: FastifyInstance, config: Config) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'orbit_' });
  const requests = new Histogram({
    name: 'orbit_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not its URL: one series per route whatever the ids in the path.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH)
      requests.observe({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    done();
  });

  /** Adds the figures read at each scrape and serves the page; call once the sources exist. */
  return function serveMetrics(sources: MetricsSources) {
    const pool = sources.database.poolStats;
    if (pool) {
      new Gauge({
        name: 'orbit_db_pool_connections',
        help: 'Database pool connections by state (in use, idle, clients waiting for one, the pool maximum)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = pool();
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
          this.set({ state: 'max' }, stats.max);
        },
      });
    }
    new Gauge({
      name: 'orbit_job_lag_seconds',
      help: 'How far each scheduled job is behind its current period (0: up to date)',
      labelNames: ['job'],
      registers: [registry],
      // Every process reads the same lag from job_runs: merged, it is the lag, not N times it.
      aggregator: 'max',
      async collect() {
        for (const { job, seconds } of await sources.jobLag()) this.set({ job }, seconds);
      },
    });
    let counted = 0;
    new Counter({
      name: 'orbit_ledger_transactions_total',
      help: "Ledger movements written so far, all processes together (the newest transaction's id); rate() gives movements a second",
      registers: [registry],
      // Each process counts every process's movements (the newest id): merged, the largest is the count.
      aggregator: 'max',
      async collect() {
        // A counter only goes up: it is raised by what the ledger gained since the last scrape (this.get()
        // would call collect again).
        const now = await sources.lastMovementId();
        if (now > counted) this.inc(now - counted);
        counted = Math.max(counted, now);
      },
    });
    new Gauge({
      name: 'orbit_event_stream_clients',
      help: 'Event streams (wallet, chat, lottery, live tables) open on this process',
      registers: [registry],
      collect() {
        this.set(openEventStreamCount());
      },
    });

    const merged = isClusterWorker() ? joinClusterMetrics(registry) : undefined;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const access = allowed(config, request);
      if (access === 'hidden') return sendError(reply, 'not_found', 'Not found');
      if (!access) return sendError(reply, 'unauthorized', 'A metrics token is required');
      const self = (request.query as { process?: unknown }).process === 'self';
      const body = merged && !self ? await merged() : await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
    });
  };
}
