// Granting a bonus (docs/wallet.md, Bonus money; ADR 0034): the checks, the idempotent row per source, and the
// grant's money moved from the house's bonuses account into the grant's own account. Called by other modules
// (promotions, rebates, rewards) inside their own transaction.
import { createHash } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import { GAME_CATEGORIES } from '@orbit/contracts/games';
import type { BonusSourceKind, BonusState } from '@orbit/contracts/bonuses';
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import * as repo from './bonuses.repo.ts';
import type { BonusCore } from './lifecycle.ts';

/**
 * Percent of a stake that counts toward wagering, per catalogue category (contracts GAME_CATEGORIES), when the
 * grant names none: slots (rng) and fishing count whole; card and room games (pvp), sports and e-sports half;
 * live tables a tenth (low house edge, easy to hedge); lottery and e-lottery nothing.
 */
export const DEFAULT_CONTRIBUTIONS: Readonly<Record<string, number>> = {
  rng: 100,
  fish: 100,
  pvp: 50,
  sports: 50,
  esports: 50,
  live: 10,
  lottery: 0,
  elott: 0,
};
/** The highest wagering multiple when the merchant has not set games.bonusMaxMultiple. */
export const DEFAULT_CEILING = 10;

export interface GrantInput {
  merchant: ResolvedMerchant;
  memberId: number;
  amount: bigint;
  depositAmount?: bigint | null;
  wagering: {
    multiple: number;
    base: 'bonus' | 'deposit_bonus';
    contributions?: Partial<Record<string, number>>;
    maxStake?: bigint | null;
    expiresInHours: number;
  };
  source: { kind: BonusSourceKind; id: string };
  title: Record<string, string>;
}

export interface GrantResult {
  grantId: number;
  /** active or queued for a grant with wagering, completed for one paid straight as cash; a replay answers the state now. */
  state: BonusState;
  replayed: boolean;
}

function checked(input: GrantInput) {
  const { wagering } = input;
  if (input.amount <= 0n) throw new ApiError('amount_invalid', 'A bonus grants more than zero', { field: 'amount' });
  if (!Number.isInteger(wagering.multiple) || wagering.multiple < 0)
    throw new ApiError('bad_request', 'The wagering multiple is a whole number, zero or more', { field: 'wagering.multiple' });
  const ceiling = input.merchant.settings.games.bonusMaxMultiple ?? DEFAULT_CEILING;
  if (wagering.multiple > ceiling)
    throw new ApiError('bonus_multiple_too_high', `The wagering multiple may be at most ${ceiling} at this merchant`, { field: 'wagering.multiple' });
  if (!Number.isInteger(wagering.expiresInHours) || wagering.expiresInHours < 1 || wagering.expiresInHours > 24 * 366)
    throw new ApiError('bad_request', 'A bonus lasts 1 hour to a year', { field: 'wagering.expiresInHours' });
  const deposit = input.depositAmount ?? null;
  if (deposit !== null && deposit <= 0n) throw new ApiError('amount_invalid', 'A deposit amount is more than zero', { field: 'depositAmount' });
  if (wagering.base === 'deposit_bonus' && deposit === null)
    throw new ApiError('bad_request', 'Wagering on deposit and bonus needs the deposit amount', { field: 'depositAmount' });
  if (wagering.maxStake != null && wagering.maxStake <= 0n)
    throw new ApiError('amount_invalid', 'A stake limit is more than zero', { field: 'wagering.maxStake' });
  const contributions: Record<string, number> = { ...DEFAULT_CONTRIBUTIONS };
  for (const [category, percent] of Object.entries(wagering.contributions ?? {})) {
    if (!(GAME_CATEGORIES as readonly string[]).includes(category))
      throw new ApiError('bad_request', `${category} is not a game category`, { field: 'wagering.contributions' });
    if (percent === undefined) continue;
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new ApiError('bad_request', 'A contribution is a whole percent, 0–100', { field: `wagering.contributions.${category}` });
    contributions[category] = percent;
  }
  if (!/^[\w:.-]{1,100}$/.test(input.source.id)) throw new ApiError('bad_request', 'A source id is 1–100 letters, digits, _ : . or -', { field: 'source.id' });
  const titles = Object.entries(input.title).filter(([, text]) => typeof text === 'string' && text.trim() !== '');
  if (titles.length === 0 || titles.some(([lang, text]) => !/^[A-Z]{2}$/.test(lang) || text.length > 200))
    throw new ApiError('bad_request', 'A title per language (EN, MS, CN), 1–200 characters', { field: 'title' });
  const base = wagering.base === 'deposit_bonus' ? input.amount + (deposit ?? 0n) : input.amount;
  return { contributions, deposit, base, required: base * BigInt(wagering.multiple), title: Object.fromEntries(titles) };
}

export function createGrants(core: BonusCore) {
  const { clock } = core;

  /**
   * Grants a bonus inside the caller's transaction; the same source again answers the first grant.
   * @throws amount_invalid, bad_request, bonus_multiple_too_high, idempotency_conflict (same source, different grant)
   */
  async function grant(tx: Tx, input: GrantInput): Promise<GrantResult> {
    const { merchant, memberId } = input;
    const c = checked(input);
    const hash = createHash('sha256')
      .update(
        JSON.stringify(
          [
            input.amount,
            c.deposit,
            input.wagering.multiple,
            input.wagering.base,
            c.contributions,
            input.wagering.maxStake ?? null,
            input.wagering.expiresInHours,
            c.title,
          ],
          (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v),
        ),
      )
      .digest('hex');
    const replay = (row: repo.GrantRow): GrantResult => {
      if (row.requestHash !== hash) throw new ApiError('idempotency_conflict', 'This source already granted a different bonus', { field: 'source.id' });
      return { grantId: row.id, state: row.state as BonusState, replayed: true };
    };
    const earlier = await repo.bySource(tx, merchant.id, memberId, input.source.kind, input.source.id);
    if (earlier) return replay(earlier);
    const now = clock.now();
    const instant = input.wagering.multiple === 0;
    const base = {
      merchantId: merchant.id,
      memberId,
      sourceKind: input.source.kind,
      sourceId: input.source.id,
      title: c.title,
      amount: input.amount,
      depositAmount: c.deposit,
      wageringMultiple: input.wagering.multiple,
      wageringRequired: c.required,
      wageringBase: c.base,
      contributions: c.contributions,
      maxStake: input.wagering.maxStake ?? null,
      expiresInHours: input.wagering.expiresInHours,
      requestHash: hash,
      createdAt: now,
    };
    // Active when the member has none, else queued; two grants at once meet the one-active index and the
    // loser queues (an insert that meets the source index is a replay).
    let row: repo.GrantRow | undefined;
    for (let attempt = 0; !row && attempt < 3; attempt++) {
      const busy = instant || attempt > 0 || (await repo.lockActive(tx, merchant.id, memberId)) !== undefined;
      const state = instant ? 'completed' : busy ? 'queued' : 'active';
      const timing =
        state === 'active'
          ? { activatedAt: now, expiresAt: new Date(now.getTime() + input.wagering.expiresInHours * 3_600_000) }
          : state === 'completed'
            ? { activatedAt: now, endedAt: now, endReason: 'no_wagering' }
            : {};
      row = await repo.insert(tx, { ...base, state, ...timing });
      if (!row) {
        const raced = await repo.bySource(tx, merchant.id, memberId, input.source.kind, input.source.id);
        if (raced) return replay(raced);
      }
    }
    if (!row) throw new Error('bonus grant not inserted');
    // No wagering: the bonus is cash at once. Otherwise it waits in the grant's own account.
    await core.wallet.move(tx, {
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `bonus:grant:${row.id}`,
      kind: 'bonus',
      memberId,
      postings: [
        {
          from: houseAccount('bonuses', memberId),
          to: instant ? memberAccount.main(memberId) : memberAccount.bonusGrant(memberId, row.id),
          amount: input.amount,
        },
      ],
      reference: `bonus:${row.id}`,
      note: `${input.source.kind}:${input.source.id}`,
    });
    core.changed(tx, merchant.id, memberId);
    return { grantId: row.id, state: row.state as BonusState, replayed: false };
  }

  return { grant };
}
