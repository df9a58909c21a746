// Promotions tests' helpers: a recording double of the bonuses port (the real grant lives in the bonuses
// module), an editor input with sensible defaults, and a published promotion made through the console calls.
import type { ApiClient } from '@orbit/contracts/client';
import { createPromotionEndpoint, setPromotionStateEndpoint, type PromotionInput } from '@orbit/contracts/console-promotions';
import type { Tx } from '../../src/db/client.ts';
import type { PromotionBonusPort, PromotionGrantInput } from '../../src/modules/promotions/bonus-port.ts';

/** Records every grant it is asked for and answers a new grant id; `refuse` makes the next grants throw. */
export function recordingBonuses() {
  const grants: PromotionGrantInput[] = [];
  let refuse: Error | null = null;
  const port: PromotionBonusPort = {
    async grant(_tx: Tx, input: PromotionGrantInput) {
      if (refuse) throw refuse;
      grants.push(input);
      return { grantId: grants.length, state: 'active', replayed: false };
    },
  };
  return {
    port,
    grants,
    refuseWith(error: Error | null) {
      refuse = error;
    },
  };
}

let made = 0;
export function promotionInput(overrides: Partial<PromotionInput> = {}): PromotionInput {
  made += 1;
  return {
    kind: 'free_credit',
    category: 'new_player',
    tags: ['newbie'],
    title: { EN: `Free credit ${made}`, MS: `Kredit percuma ${made}` },
    summary: { EN: 'RM 5 to try the games' },
    terms: { EN: '<p>Claim once.</p><script>alert(1)</script>' },
    bannerUrl: null,
    startsAt: null,
    endsAt: null,
    sortOrder: 10,
    minDeposit: null,
    bonusPercent: null,
    bonusCap: null,
    fixedAmount: '5.00',
    wageringMultiple: 3,
    wageringBase: 'bonus',
    contributions: { rng: 100, live: 10 },
    maxStake: null,
    expiryHours: 72,
    depositKind: 'any',
    weekdays: [],
    autoApply: false,
    newWithinDays: null,
    noPriorDeposit: false,
    minVipLevel: null,
    memberLabels: [],
    agentUsername: null,
    countries: [],
    frequency: 'once',
    budget: null,
    code: null,
    ...overrides,
    raffle: overrides.raffle ?? null,
  };
}

/** A promotion made and published through the console; answers its id. */
export async function publishedPromotion(cms: ApiClient, overrides: Partial<PromotionInput> = {}): Promise<number> {
  const created = await cms.call(createPromotionEndpoint, { body: promotionInput(overrides) });
  await cms.call(setPromotionStateEndpoint, { params: { id: created.id }, body: { state: 'published' } });
  return created.id;
}
