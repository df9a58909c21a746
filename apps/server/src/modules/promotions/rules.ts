// A promotion's rules as pure functions (docs/promotions.md): is it open now, is the member in its audience,
// which period a claim falls in, and what a deposit match gives. The service reads the facts and applies these
// under the promotion's lock.
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay } from '@orbit/contracts/format';
import type { PromotionRow } from './promotions.repo.ts';
import type { MemberFacts } from './member-facts.ts';

const DAY_MS = 86_400_000;

/**
 * Kinds a member claims (the Claim button, or a redeem code); deposit matches come with a deposit, apply-only
 * through an application, and a raffle's prizes only to its drawn winners (raffles.service.ts).
 */
export const CLAIMABLE: ReadonlySet<string> = new Set(['free_credit', 'birthday', 'rebate_boost']);

/** Published and inside its schedule. */
export function isOpen(promotion: PromotionRow, now: Date): boolean {
  if (promotion.state !== 'published') return false;
  if (promotion.startsAt && promotion.startsAt > now) return false;
  if (promotion.endsAt && promotion.endsAt <= now) return false;
  return true;
}

/** Shown on the site: published and not ended (one that starts later is shown as coming soon). */
export function isListed(promotion: PromotionRow, now: Date): boolean {
  return promotion.state === 'published' && !(promotion.endsAt && promotion.endsAt <= now);
}

/** The weekday (0 = Sunday) of a yyyy-MM-dd calendar day. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The merchant's calendar day of an instant and its weekday. */
export function merchantDay(now: Date, timeZone: string): { day: string; weekday: number } {
  const day = zonedDay(now, timeZone);
  return { day, weekday: weekdayOf(day) };
}

/**
 * The period a claim counts in, on the merchant's calendar: 'once', the day, or the Monday of the week.
 * Birthday promotions count once a year, whatever their frequency.
 */
export function periodKey(promotion: Pick<PromotionRow, 'kind' | 'frequency'>, now: Date, timeZone: string): string {
  const { day, weekday } = merchantDay(now, timeZone);
  if (promotion.kind === 'birthday') return `year:${day.slice(0, 4)}`;
  if (promotion.frequency === 'daily') return `day:${day}`;
  if (promotion.frequency === 'weekly') {
    const monday = new Date(Date.parse(`${day}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS);
    return `week:${monday.toISOString().slice(0, 10)}`;
  }
  return 'once';
}

function refuse(field: string, message: string): never {
  throw new ApiError('promotion_not_eligible', message, { field });
}

export interface AudienceFacts {
  member: MemberFacts;
  /** Approved deposits before the one at hand. */
  priorDeposits: number;
  inAgentTeam: boolean;
}

/**
 * Whether the member is in the promotion's audience. The VIP level is stored but not checked: members have no
 * VIP level yet (docs/promotions.md).
 * @throws promotion_not_eligible (field: the rule that refused)
 */
export function checkAudience(promotion: PromotionRow, facts: AudienceFacts, now: Date, timeZone: string): void {
  const { member } = facts;
  if (promotion.newWithinDays !== null && member.createdAt.getTime() < now.getTime() - promotion.newWithinDays * DAY_MS)
    refuse('newWithinDays', `Only for members who registered within ${promotion.newWithinDays} days`);
  if (promotion.noPriorDeposit && facts.priorDeposits > 0) refuse('noPriorDeposit', 'Only for members who have not deposited before');
  if (promotion.memberLabels.length > 0 && !promotion.memberLabels.some((label) => member.labels.includes(label)))
    refuse('memberLabels', 'Only for members with a particular label');
  if (promotion.agentId !== null && !facts.inAgentTeam) refuse('agent', "Only for members of a particular agent's team");
  if (promotion.countries.length > 0 && (member.countryDialingCode === null || !promotion.countries.includes(member.countryDialingCode)))
    refuse('countries', 'Not offered in your country');
  if (promotion.kind === 'birthday') {
    if (member.birthday === null) refuse('birthday', 'Add your birthday to your profile to claim this');
    if (member.birthday.slice(5, 7) !== merchantDay(now, timeZone).day.slice(5, 7)) refuse('birthday', 'Claimable in your birthday month');
  }
}

/**
 * A deposit match's own rules: first or reload deposit, the weekday, the minimum.
 * @throws promotion_not_eligible (field depositKind, weekdays or minDeposit)
 */
export function checkDepositRules(promotion: PromotionRow, deposit: { amount: bigint; priorDeposits: number }, now: Date, timeZone: string): void {
  if (promotion.depositKind === 'first' && deposit.priorDeposits > 0) refuse('depositKind', 'Only for a first deposit');
  if (promotion.depositKind === 'reload' && deposit.priorDeposits === 0) refuse('depositKind', 'Only for deposits after the first');
  if (promotion.weekdays.length > 0 && !promotion.weekdays.includes(merchantDay(now, timeZone).weekday)) refuse('weekdays', 'Not offered today');
  if (promotion.minDeposit !== null && deposit.amount < promotion.minDeposit) refuse('minDeposit', 'The deposit is below the minimum');
}

/** min(percent × deposit, cap), rounded down to a whole minor unit. */
export function depositBonus(promotion: Pick<PromotionRow, 'bonusBps' | 'bonusCap'>, amount: bigint): bigint {
  const raw = (amount * BigInt(promotion.bonusBps ?? 0)) / 10_000n;
  return promotion.bonusCap !== null && raw > promotion.bonusCap ? promotion.bonusCap : raw;
}

/** Basis points as a percent string: 10000 → "100", 1250 → "12.5". */
export function percentOf(bps: number | null): string | null {
  if (bps === null) return null;
  const whole = Math.trunc(bps / 100);
  const fraction = (bps % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** A percent string as basis points: "12.5" → 1250. */
export function bpsOf(percent: string | null): number | null {
  if (percent === null) return null;
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
