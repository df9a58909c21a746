// The console's promotions editor (docs/promotions.md): create and change promotions (terms HTML sanitised
// before it is stored), publish, archive or return them to draft. Every write is audited in its transaction.
import type { PromotionInput, PromotionState } from '@orbit/contracts/console-promotions';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { cleanTexts } from '../content/language-texts.ts';
import { sanitiseContent } from '../content/sanitise.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { newServerSeed, nodeHash } from '@orbit/games/fair/node-crypto';
import { memberIdByUsername, usernameOf } from './member-facts.ts';
import * as repo from './promotions.repo.ts';
import { raffleColumnsOf } from './raffle-rules.ts';
import * as raffles from './raffles.repo.ts';
import { bpsOf } from './rules.ts';
import { consoleOf } from './views.ts';

const plain = (value: string) => value.trim();

/** @throws amount_invalid (field: the amount at fault) */
function minorOf(merchant: ResolvedMerchant, value: string | null, field: string): bigint | null {
  if (value === null) return null;
  const parsed = parseAmount(value, exponentOf(merchant.currency));
  if (!parsed.ok) throw new ApiError('amount_invalid', `${field}: not an amount of this currency`, { field });
  return parsed.minor;
}

/**
 * The row's columns from the editor's input.
 * @throws amount_invalid, not_found (field agentUsername)
 */
async function columnsOf(tx: Tx, merchant: ResolvedMerchant, input: PromotionInput) {
  const agentId = input.agentUsername === null ? null : await memberIdByUsername(tx, merchant.id, input.agentUsername);
  if (agentId === undefined) throw new ApiError('not_found', 'No such agent', { field: 'agentUsername' });
  return {
    kind: input.kind,
    category: input.category,
    tags: [...new Set(input.tags)],
    title: cleanTexts(input.title, plain),
    summary: cleanTexts(input.summary, plain),
    terms: cleanTexts(input.terms, sanitiseContent),
    bannerUrl: input.bannerUrl,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    sortOrder: input.sortOrder,
    minDeposit: minorOf(merchant, input.minDeposit, 'minDeposit'),
    bonusBps: bpsOf(input.bonusPercent),
    bonusCap: minorOf(merchant, input.bonusCap, 'bonusCap'),
    fixedAmount: minorOf(merchant, input.fixedAmount, 'fixedAmount'),
    wageringMultiple: input.wageringMultiple,
    wageringBase: input.wageringBase,
    contributions: input.contributions as Record<string, number>,
    maxStake: minorOf(merchant, input.maxStake, 'maxStake'),
    expiryHours: input.expiryHours,
    depositKind: input.depositKind,
    weekdays: [...new Set(input.weekdays)].sort(),
    autoApply: input.autoApply,
    newWithinDays: input.newWithinDays,
    noPriorDeposit: input.noPriorDeposit,
    minVipLevel: input.minVipLevel,
    memberLabels: [...new Set(input.memberLabels)],
    agentId,
    countries: [...new Set(input.countries)],
    frequency: input.frequency,
    budget: minorOf(merchant, input.budget, 'budget'),
    code: input.code,
  };
}

/**
 * Writes a raffle's terms beside its promotion: a new raffle gets its server seed (committed to from now on), an
 * open one takes the new terms and keeps its seed, a drawn one keeps everything. Other kinds have no raffle.
 * @throws invalid_state (field kind: a raffle cannot become another kind), validation_failed, amount_invalid
 */
async function saveRaffle(tx: Tx, merchant: ResolvedMerchant, row: repo.PromotionRow, input: PromotionInput, now: Date) {
  const current = await raffles.raffleOf(tx, merchant.id, row.id, 'update');
  if (input.raffle === null) {
    if (current) throw new ApiError('invalid_state', 'A raffle stays a raffle', { field: 'kind' });
    return;
  }
  if (current?.state === 'drawn') return;
  const columns = raffleColumnsOf(merchant, input.raffle, row, now);
  if (current) await raffles.updateRaffle(tx, row.id, columns);
  else {
    const serverSeed = newServerSeed();
    await raffles.insertRaffle(tx, {
      ...columns,
      promotionId: row.id,
      merchantId: merchant.id,
      serverSeed,
      commitment: commitServerSeed(serverSeed, nodeHash),
    });
  }
}

export function createConsolePromotions(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { db } = deps.database;
  const { clock, audit } = deps;

  async function view(tx: Tx, merchant: ResolvedMerchant, row: repo.PromotionRow, claims?: number) {
    const count = claims ?? (await repo.claimCounts(tx, merchant.id)).get(row.id) ?? 0;
    const agentUsername = row.agentId === null ? null : await usernameOf(tx, merchant.id, row.agentId);
    return consoleOf(merchant, row, { claims: count, agentUsername, raffle: await raffles.raffleOf(tx, merchant.id, row.id) });
  }

  async function list(merchant: ResolvedMerchant, state?: PromotionState) {
    const rows = await repo.listPromotions(db, merchant.id, state);
    const counts = await repo.claimCounts(db, merchant.id);
    const all = await raffles.rafflesOf(db, merchant.id);
    const items = [];
    for (const row of rows) {
      const agentUsername = row.agentId === null ? null : await usernameOf(db, merchant.id, row.agentId);
      items.push(consoleOf(merchant, row, { claims: counts.get(row.id) ?? 0, agentUsername, raffle: all.get(row.id) }));
    }
    return { items };
  }

  /** Runs a write; a code another promotion has is a conflict on the field code. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', 'Another promotion has this code', { field: 'code' });
      throw error;
    }
  }

  /** @throws amount_invalid, not_found (agent), conflict (code), validation_failed (raffle terms, budget) */
  async function create(merchant: ResolvedMerchant, input: PromotionInput, actor: Actor) {
    const now = clock.now();
    return guarded(() =>
      db.transaction(async (tx) => {
        const row = await repo.insertPromotion(tx, {
          ...(await columnsOf(tx, merchant, input)),
          merchantId: merchant.id,
          state: 'draft',
          createdBy: actor.operatorId,
          createdAt: now,
          updatedAt: now,
        });
        await saveRaffle(tx, merchant, row, input, now);
        await audit.record(tx, { merchantId: merchant.id, actor, action: 'promotions.create', target: String(row.id), detail: { title: row.title.EN } });
        return view(tx, merchant, row, 0);
      }),
    );
  }

  /** @throws not_found, amount_invalid, conflict (code), invalid_state (the budget below what is spent; a raffle made another kind), validation_failed (raffle terms) */
  async function update(merchant: ResolvedMerchant, id: number, input: PromotionInput, actor: Actor) {
    const now = clock.now();
    return guarded(() =>
      db.transaction(async (tx) => {
        const current = await repo.promotionById(tx, merchant.id, id, true);
        if (!current) throw new ApiError('not_found', 'No such promotion');
        const columns = await columnsOf(tx, merchant, input);
        if (columns.budget !== null && columns.budget < current.spent)
          throw new ApiError('invalid_state', 'The budget cannot be less than what is spent already', { field: 'budget' });
        const row = await repo.updatePromotion(tx, id, { ...columns, updatedAt: now });
        await saveRaffle(tx, merchant, row, input, now);
        await audit.record(tx, { merchantId: merchant.id, actor, action: 'promotions.update', target: String(id), detail: { title: row.title.EN } });
        return view(tx, merchant, row);
      }),
    );
  }

  /** @throws not_found */
  async function setState(merchant: ResolvedMerchant, id: number, state: PromotionState, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.promotionById(tx, merchant.id, id, true);
      if (!current) throw new ApiError('not_found', 'No such promotion');
      const row = await repo.updatePromotion(tx, id, { state, updatedAt: clock.now() });
      await audit.record(tx, { merchantId: merchant.id, actor, action: 'promotions.state', target: String(id), detail: { from: current.state, to: state } });
      return view(tx, merchant, row);
    });
  }

  return { list, create, update, setState };
}

export type ConsolePromotions = ReturnType<typeof createConsolePromotions>;
