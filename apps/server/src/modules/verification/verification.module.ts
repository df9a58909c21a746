// The verification module put together for app.ts: the captcha and the proof-of-work challenge that stand
// in front of sign-in and registration, their calls, and the job that prunes the expired ones.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { createCaptchaService } from './captcha.service.ts';
import { challengeHmacKey, createChallengeService } from './challenge.service.ts';
import * as verificationRepo from './verification.repo.ts';
import { registerVerificationRoutes } from './verification.routes.ts';

export interface VerificationModuleDeps extends PlatformDeps {
  /** Draws captcha codes (tests record what they draw, as a person reads the picture). */
  captchaCode?: () => string;
}

export function createVerificationModule(deps: VerificationModuleDeps) {
  const { database, clock, config } = deps;
  const captchas = createCaptchaService({ database, clock, randomCode: deps.captchaCode });
  const challenges = createChallengeService({ database, clock, hmacKey: challengeHmacKey(config.APP_SECRET) });
  const jobs: JobDefinition[] = [
    // Expired captchas and used challenges are refused by their expiry, so they can go.
    {
      name: 'verification.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: (tx, period) => verificationRepo.pruneExpired(tx, period.start),
    },
  ];
  return {
    services: { captchas, challenges },
    jobs,
    registerRoutes({ kit }: RouteWiring) {
      registerVerificationRoutes(kit, { captchas, challenges, challengesPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
    },
  };
}
