// The promotions editor's form state and what it sends (docs/promotions.md): every field as typed (strings for
// amounts and numbers), the texts per language, times in the merchant's zone turned into instants.
import type { ConsolePromotion, PromotionInput } from '@orbit/contracts/console-promotions';
import type { GameCategory } from '@orbit/contracts/games';
import type { RaffleEntryBasis, RaffleInput } from '@orbit/contracts/raffles';
import { isoToZonedInput, zonedInputToIso } from '../../lib/zoned-time.ts';

export const PROMOTION_LANGUAGES = ['EN', 'MS', 'CN'] as const;
export type PromotionLanguage = (typeof PROMOTION_LANGUAGES)[number];
type Texts = Record<PromotionLanguage, string>;

export interface PromotionForm {
  kind: PromotionInput['kind'];
  category: PromotionInput['category'];
  tags: PromotionInput['tags'];
  title: Texts;
  summary: Texts;
  terms: Texts;
  bannerUrl: string | null;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  minDeposit: string;
  bonusPercent: string;
  bonusCap: string;
  fixedAmount: string;
  wageringMultiple: string;
  wageringBase: PromotionInput['wageringBase'];
  contributions: Partial<Record<GameCategory, string>>;
  maxStake: string;
  expiryHours: string;
  depositKind: PromotionInput['depositKind'];
  weekdays: number[];
  autoApply: boolean;
  newWithinDays: string;
  noPriorDeposit: boolean;
  minVipLevel: string;
  memberLabels: string;
  agentUsername: string;
  countries: string;
  frequency: PromotionInput['frequency'];
  budget: string;
  code: string;
  /** Raffles only: the draw in the merchant's zone (datetime-local), the entry rule and the prize lines. */
  raffle: RaffleForm;
}

export interface RaffleForm {
  drawAt: string;
  entryBasis: RaffleEntryBasis;
  entryUnit: string;
  maxEntries: string;
  prizes: { amount: string; count: string }[];
}

const texts = (value: ConsolePromotion['title'] | undefined): Texts => ({ EN: value?.EN ?? '', MS: value?.MS ?? '', CN: value?.CN ?? '' });

export function initialForm(editing: ConsolePromotion | null, timeZone: string): PromotionForm {
  const contributions: PromotionForm['contributions'] = {};
  for (const [game, share] of Object.entries(editing?.contributions ?? {})) contributions[game as GameCategory] = String(share);
  return {
    kind: editing?.kind ?? 'free_credit',
    category: editing?.category ?? 'other',
    tags: editing?.tags ?? [],
    title: texts(editing?.title),
    summary: texts(editing?.summary),
    terms: texts(editing?.terms),
    bannerUrl: editing?.bannerUrl ?? null,
    startsAt: isoToZonedInput(editing?.startsAt, timeZone),
    endsAt: isoToZonedInput(editing?.endsAt, timeZone),
    sortOrder: String(editing?.sortOrder ?? 0),
    minDeposit: editing?.minDeposit ?? '',
    bonusPercent: editing?.bonusPercent ?? '',
    bonusCap: editing?.bonusCap ?? '',
    fixedAmount: editing?.fixedAmount ?? '',
    wageringMultiple: String(editing?.wageringMultiple ?? 1),
    wageringBase: editing?.wageringBase ?? 'bonus',
    contributions,
    maxStake: editing?.maxStake ?? '',
    expiryHours: String(editing?.expiryHours ?? 168),
    depositKind: editing?.depositKind ?? 'any',
    weekdays: editing?.weekdays ?? [],
    autoApply: editing?.autoApply ?? false,
    newWithinDays: editing?.newWithinDays === null || editing?.newWithinDays === undefined ? '' : String(editing.newWithinDays),
    noPriorDeposit: editing?.noPriorDeposit ?? false,
    minVipLevel: editing?.minVipLevel === null || editing?.minVipLevel === undefined ? '' : String(editing.minVipLevel),
    memberLabels: (editing?.memberLabels ?? []).join(', '),
    agentUsername: editing?.agentUsername ?? '',
    countries: (editing?.countries ?? []).join(', '),
    frequency: editing?.frequency ?? 'once',
    budget: editing?.budget ?? '',
    code: editing?.code ?? '',
    raffle: raffleForm(editing?.raffle ?? null),
  };
}

function raffleForm(raffle: ConsolePromotion['raffle']): RaffleForm {
  if (!raffle) return { drawAt: '', entryBasis: 'deposit', entryUnit: '', maxEntries: '10', prizes: [{ amount: '', count: '1' }] };
  return {
    drawAt: raffle.drawAt,
    entryBasis: raffle.entryBasis,
    entryUnit: raffle.entryUnit,
    maxEntries: String(raffle.maxEntries),
    prizes: raffle.prizes.map((line) => ({ amount: line.amount, count: String(line.count) })),
  };
}

function raffleInput(form: RaffleForm): RaffleInput {
  return {
    drawAt: form.drawAt,
    entryBasis: form.entryBasis,
    entryUnit: form.entryUnit.trim(),
    maxEntries: Math.trunc(Number(form.maxEntries)) || 0,
    prizes: form.prizes.map((line) => ({ amount: line.amount.trim(), count: Math.trunc(Number(line.count)) || 0 })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const intOrNull = (value: string) => (value.trim() === '' ? null : Math.trunc(Number(value)));
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** What the form sends; the server checks every field again and names the one at fault. */
export function toInput(form: PromotionForm, timeZone: string): PromotionInput {
  const optional = (value: Texts) => ({ EN: value.EN.trim(), ...(value.MS.trim() ? { MS: value.MS } : {}), ...(value.CN.trim() ? { CN: value.CN } : {}) });
  const contributions: PromotionInput['contributions'] = {};
  for (const [game, share] of Object.entries(form.contributions))
    if (share !== undefined && share.trim() !== '') contributions[game as GameCategory] = Number(share);
  return {
    kind: form.kind,
    category: form.category,
    tags: form.tags,
    title: optional(form.title),
    summary: optional(form.summary),
    terms: optional(form.terms),
    bannerUrl: form.bannerUrl,
    startsAt: zonedInputToIso(form.startsAt, timeZone),
    endsAt: zonedInputToIso(form.endsAt, timeZone),
    sortOrder: Number(form.sortOrder) || 0,
    minDeposit: orNull(form.minDeposit),
    bonusPercent: orNull(form.bonusPercent),
    bonusCap: orNull(form.bonusCap),
    fixedAmount: orNull(form.fixedAmount),
    wageringMultiple: Number(form.wageringMultiple) || 0,
    wageringBase: form.wageringBase,
    contributions,
    maxStake: orNull(form.maxStake),
    expiryHours: Number(form.expiryHours) || 0,
    depositKind: form.depositKind,
    weekdays: form.weekdays,
    autoApply: form.autoApply,
    newWithinDays: intOrNull(form.newWithinDays),
    noPriorDeposit: form.noPriorDeposit,
    minVipLevel: intOrNull(form.minVipLevel),
    memberLabels: list(form.memberLabels),
    agentUsername: orNull(form.agentUsername),
    countries: list(form.countries),
    frequency: form.frequency,
    budget: orNull(form.budget),
    code: orNull(form.code),
    raffle: form.kind === 'raffle' ? raffleInput(form.raffle) : null,
  };
}
