// The shape every server module hands to app.ts (docs/decisions/0023-modules-own-wiring-and-tables.md):
// `create<Name>Module(deps)` answers its services, its scheduled jobs and one function that registers its
// routes. app.ts only composes these manifests; what a module is made of stays in its own folder.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobRunner } from '../jobs/runner.ts';
import type { Clock } from '../lib/clock.ts';
import type { ConfigChanges } from '../lib/config-changes.ts';
import type { HttpTransport } from '../lib/http-transport.ts';
import type { RouteKit } from './endpoint.ts';
import type { ResolvedMerchant } from './principals.ts';

/** What every module may be built from: the platform itself, before any other module. */
export interface PlatformDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** For the modules' own start and stop hooks (onReady, onClose) and the log. */
  app: FastifyInstance;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How our payments module, the payment gateway and the house vendor reach each other over HTTP. */
  transport: HttpTransport;
  /** Tells every process to drop a cached piece of configuration that changed (lib/config-changes.ts). */
  changes: ConfigChanges;
}

/** What a module's routes are registered with, once every module is built and the job runner exists. */
export interface RouteWiring {
  kit: RouteKit;
  /** For the few calls outside the route kit (streams, uploads, webhooks, images). */
  app: FastifyInstance;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  jobs: JobRunner;
}

export interface ServerModule<Services extends object> {
  services: Services;
  jobs: readonly JobDefinition[];
  registerRoutes(wiring: RouteWiring): void | Promise<void>;
}
