// Promotions as the site and the console read them: a card in the reader's language with the terms that
// matter, the full detail, and the console's complete row with money as decimal strings.
import type { ConsolePromotion } from '@orbit/contracts/console-promotions';
import type { GameCategory } from '@orbit/contracts/games';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import type { PromotionCard, PromotionCategory, PromotionDetail, PromotionKind, PromotionTag } from '@orbit/contracts/promotions';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { inLanguage } from '../content/language-texts.ts';
import type { PromotionRow } from './promotions.repo.ts';
import { raffleInputOf, raffleTermsOf } from './raffle-rules.ts';
import type { RaffleRow } from './raffles.repo.ts';
import { percentOf } from './rules.ts';

export function moneyOf(merchant: ResolvedMerchant, minor: bigint): string;
export function moneyOf(merchant: ResolvedMerchant, minor: bigint | null): string | null;
export function moneyOf(merchant: ResolvedMerchant, minor: bigint | null): string | null {
  return minor === null ? null : formatMinor(minor, exponentOf(merchant.currency));
}

function termsOf(merchant: ResolvedMerchant, row: PromotionRow, raffle: RaffleRow | undefined): PromotionCard['terms'] {
  return {
    minDeposit: moneyOf(merchant, row.minDeposit),
    bonusPercent: percentOf(row.bonusBps),
    bonusCap: moneyOf(merchant, row.bonusCap),
    fixedAmount: moneyOf(merchant, row.fixedAmount),
    wageringMultiple: row.wageringMultiple,
    wageringBase: row.wageringBase as 'bonus' | 'deposit_bonus',
    contributions: row.contributions as Partial<Record<GameCategory, number>>,
    maxStake: moneyOf(merchant, row.maxStake),
    expiryHours: row.expiryHours,
    frequency: row.frequency as 'once' | 'daily' | 'weekly',
    depositKind: row.depositKind as 'any' | 'first' | 'reload',
    weekdays: row.weekdays,
    hasCode: row.code !== null,
    raffle: raffle ? raffleTermsOf(merchant, raffle) : null,
  };
}

export function cardOf(merchant: ResolvedMerchant, row: PromotionRow, language: string, raffle?: RaffleRow): PromotionCard {
  return {
    id: row.id,
    kind: row.kind as PromotionKind,
    category: row.category as PromotionCategory,
    tags: row.tags as PromotionTag[],
    title: inLanguage(row.title, language),
    summary: inLanguage(row.summary, language),
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    soldOut: row.budget !== null && row.spent >= row.budget,
    terms: termsOf(merchant, row, raffle),
  };
}

export function detailOf(merchant: ResolvedMerchant, row: PromotionRow, language: string, raffle?: RaffleRow): PromotionDetail {
  return {
    ...cardOf(merchant, row, language, raffle),
    termsHtml: inLanguage(row.terms, language),
    newMembersOnly: row.newWithinDays !== null || row.noPriorDeposit,
    code: row.code,
  };
}

export function consoleOf(
  merchant: ResolvedMerchant,
  row: PromotionRow,
  extra: { claims: number; agentUsername: string | null; raffle?: RaffleRow | undefined },
): ConsolePromotion {
  return {
    id: row.id,
    kind: row.kind as PromotionKind,
    category: row.category as PromotionCategory,
    tags: row.tags as PromotionTag[],
    title: row.title,
    summary: row.summary,
    terms: row.terms,
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    state: row.state as ConsolePromotion['state'],
    sortOrder: row.sortOrder,
    minDeposit: moneyOf(merchant, row.minDeposit),
    bonusPercent: percentOf(row.bonusBps),
    bonusCap: moneyOf(merchant, row.bonusCap),
    fixedAmount: moneyOf(merchant, row.fixedAmount),
    wageringMultiple: row.wageringMultiple,
    wageringBase: row.wageringBase as ConsolePromotion['wageringBase'],
    contributions: row.contributions as ConsolePromotion['contributions'],
    maxStake: moneyOf(merchant, row.maxStake),
    expiryHours: row.expiryHours,
    depositKind: row.depositKind as ConsolePromotion['depositKind'],
    weekdays: row.weekdays,
    autoApply: row.autoApply,
    newWithinDays: row.newWithinDays,
    noPriorDeposit: row.noPriorDeposit,
    minVipLevel: row.minVipLevel,
    memberLabels: row.memberLabels,
    agentUsername: extra.agentUsername,
    countries: row.countries,
    frequency: row.frequency as ConsolePromotion['frequency'],
    budget: moneyOf(merchant, row.budget),
    spent: moneyOf(merchant, row.spent),
    code: row.code,
    raffle: extra.raffle ? raffleInputOf(merchant, extra.raffle) : null,
    claims: extra.claims,
    updatedAt: row.updatedAt.toISOString(),
  };
}
