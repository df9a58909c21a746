// Apply-only activities (docs/promotions.md): a member applies with a remark and up to three images it
// uploaded before; an operator approves (the bonus is granted through awards.ts, in the same transaction) or
// rejects with a note. Applying → approved (issued) or rejected; a rejected member may apply again.
import type { ConsolePromotionApplication } from '@orbit/contracts/console-promotions';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { PromotionApplication, PromotionApplicationState } from '@orbit/contracts/promotions';
import type { Tx } from '../../db/client.ts';
import { memberImages } from '../../lib/member-images.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { inLanguage } from '../content/language-texts.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import { award } from './awards.ts';
import { checkMember, type PromotionsDeps } from './member.service.ts';
import * as repo from './promotions.repo.ts';
import { isOpen, periodKey } from './rules.ts';
import { moneyOf } from './views.ts';

/** Images a member may upload in a day, with room for retries. */
const IMAGES_PER_DAY = 30;

type DecideInput = { decision: 'approve'; amount: string | null; note: string } | { decision: 'reject'; note: string };

export function createApplicationsService(deps: PromotionsDeps & { audit: AuditSink }) {
  const { db } = deps.database;
  const imageStore = memberImages({
    database: deps.database,
    clock: deps.clock,
    perDay: IMAGES_PER_DAY,
    table: { imagesSince: repo.imagesSince, insertImage: repo.insertImage, imageBytes: repo.imageBytes },
  });
  const { clock, bonuses, audit } = deps;

  async function views(tx: Tx, merchant: ResolvedMerchant, rows: repo.ApplicationRow[], language: string): Promise<ConsolePromotionApplication[]> {
    const images = await repo.imageIdsOf(
      tx,
      rows.map((row) => row.id),
    );
    const titles = new Map<number, string>();
    for (const id of new Set(rows.map((row) => row.promotionId))) {
      const promotion = await repo.promotionById(tx, merchant.id, id);
      titles.set(id, promotion ? inLanguage(promotion.title, language) : '');
    }
    return rows.map((row) => ({
      id: row.id,
      promotionId: row.promotionId,
      promotionTitle: titles.get(row.promotionId) ?? '',
      remark: row.remark,
      imageIds: images.get(row.id) ?? [],
      state: row.state as PromotionApplicationState,
      reviewerNote: row.reviewerNote,
      amount: moneyOf(merchant, row.amount),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      memberId: row.memberId,
      username: row.username,
      decidedBy: row.decidedBy,
    }));
  }

  const memberView = ({ memberId: _m, username: _u, decidedBy: _d, ...view }: ConsolePromotionApplication): PromotionApplication => view;

  /**
   * A member's application to an apply-only activity, with its images, all or nothing.
   * @throws not_found, promotion_not_eligible, promotion_already_claimed (one is applying or approved this period)
   */
  async function apply(
    merchant: ResolvedMerchant,
    member: { id: number; username: string },
    language: string,
    id: number,
    input: { remark: string; imageIds: string[] },
  ): Promise<PromotionApplication> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const promotion = await repo.promotionById(tx, merchant.id, id);
      if (!promotion || !isOpen(promotion, now)) throw new ApiError('not_found', 'No such promotion');
      if (promotion.kind !== 'apply_only') throw new ApiError('promotion_not_eligible', 'This promotion is not applied for', { field: 'kind' });
      await checkMember(tx, merchant, promotion, member.id, now);
      const free = await repo.freeImagesOf(tx, merchant.id, member.id, input.imageIds);
      if (free.length !== input.imageIds.length)
        throw new ApiError('not_found', 'An image was not found or was already sent; please upload it again', { field: 'imageIds' });
      const row = await repo.insertApplication(tx, {
        merchantId: merchant.id,
        promotionId: promotion.id,
        memberId: member.id,
        username: member.username,
        periodKey: periodKey(promotion, now, merchant.timeZone),
        remark: input.remark,
        state: 'applying',
        createdAt: now,
      });
      if (!row) throw new ApiError('promotion_already_claimed', 'You have applied for this already');
      await repo.attachImages(tx, row.id, input.imageIds);
      const [view] = await views(tx, merchant, [row], language);
      return memberView(view!);
    });
  }

  async function mine(merchant: ResolvedMerchant, memberId: number, language: string) {
    const { items } = await repo.applicationPage(db, merchant.id, { memberId }, 1, 50);
    return (await views(db, merchant, items, language)).map(memberView);
  }

  async function list(merchant: ResolvedMerchant, query: { state?: PromotionApplicationState | undefined; page: number; pageSize: number }) {
    const { items, total } = await repo.applicationPage(db, merchant.id, { state: query.state }, query.page, query.pageSize);
    return { items: await views(db, merchant, items, 'EN'), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Approves (grants the bonus) or rejects an application that is still applying; audited in the same transaction.
   * @throws not_found, invalid_state, validation_failed (no amount), amount_invalid, promotion_budget_exhausted, promotion_already_claimed
   */
  async function decide(merchant: ResolvedMerchant, id: number, input: DecideInput, actor: Actor): Promise<ConsolePromotionApplication> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const application = await repo.applicationById(tx, merchant.id, id, true);
      if (!application) throw new ApiError('not_found', 'No such application');
      if (application.state !== 'applying') throw new ApiError('invalid_state', `This application is ${application.state} already`);
      let change: Parameters<typeof repo.decideApplication>[2];
      if (input.decision === 'reject') {
        change = { state: 'rejected', reviewerNote: input.note, decidedBy: actor.operatorName, decidedAt: now };
      } else {
        const promotion = (await repo.promotionById(tx, merchant.id, application.promotionId, true))!;
        let amount = promotion.fixedAmount;
        if (input.amount !== null) {
          const parsed = parseAmount(input.amount, exponentOf(merchant.currency));
          if (!parsed.ok) throw new ApiError('amount_invalid', 'Not an amount of this currency', { field: 'amount' });
          amount = parsed.minor;
        }
        if (amount === null) throw new ApiError('validation_failed', 'Give the amount to grant', { field: 'amount' });
        const claim = await award(tx, bonuses, {
          merchant,
          promotion,
          memberId: application.memberId,
          amount,
          periodKey: application.periodKey,
          source: 'application',
          sourceRef: String(application.id),
          now,
        });
        change = { state: 'approved', amount, claimId: claim.id, reviewerNote: input.note || null, decidedBy: actor.operatorName, decidedAt: now };
      }
      const row = await repo.decideApplication(tx, id, change);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: `promotions.application.${input.decision}`,
        target: String(id),
        detail: { member: application.username, promotionId: application.promotionId, amount: moneyOf(merchant, row.amount), note: input.note },
      });
      const [view] = await views(tx, merchant, [row], 'EN');
      return view!;
    });
  }

  return {
    storeImage: (merchant: ResolvedMerchant, memberId: number, bytes: Buffer) => imageStore.store(merchant.id, memberId, bytes),
    apply,
    mine,
    list,
    decide,
    /** @throws not_found */
    image: (merchant: ResolvedMerchant, id: string, memberId?: number) => imageStore.read(merchant.id, id, memberId),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
