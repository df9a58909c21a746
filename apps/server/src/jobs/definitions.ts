// The platform's scheduled jobs. Each calls a service; the runner makes it run once per period.
import { lt } from 'drizzle-orm';
import { cryptoNonces } from '../db/schema/system.ts';
import type { SiteService } from '../modules/site/site.service.ts';
import * as operatorsRepo from '../modules/console/operators.repo.ts';
import * as verificationRepo from '../modules/verification/verification.repo.ts';
import type { JobDefinition } from './runner.ts';

export function platformJobs(deps: { site: SiteService }): JobDefinition[] {
  return [
    {
      name: 'site.end-expired-maintenance',
      periodSeconds: 60,
      catchUp: 'latest',
      run: async (tx) => ({ ended: await deps.site.endExpiredMaintenance(tx) }),
    },
    {
      name: 'site.prune-unused-assets',
      periodSeconds: 86_400,
      catchUp: 'latest',
      run: async (tx) => ({ deleted: await deps.site.pruneUnusedAssets(tx) }),
    },
    {
      name: 'system.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx, period) => {
        const dayAgo = new Date(period.start.getTime() - 86_400_000);
        const sessions = await operatorsRepo.pruneDead(tx, dayAgo);
        const nonces = await tx.delete(cryptoNonces).where(lt(cryptoNonces.expiresAt, period.start)).returning({ n: cryptoNonces.nonce });
        return { sessionsAndFailures: sessions, nonces: nonces.length };
      },
    },
    // Verification (issue 3): expired captchas and used challenges are refused by their expiry, so they can go.
    {
      name: 'verification.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: (tx, period) => verificationRepo.pruneExpired(tx, period.start),
    },
  ];
}
