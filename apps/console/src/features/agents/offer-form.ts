// The "offer contract" form's values as typed, and the contract they make: each kind's terms (tiers of
// thresholds and a rate, the dividend's period and carry-over, the real-time salary's rates per lottery game),
// checked field by field so each box can say what is wrong before the server is asked.
import { contractTermsSchema, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';

export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const MAX_TIERS = 10;

export interface TierDraft {
  /** Net loss (dividend) or turnover (salaries) the team must reach, as typed. */
  min: string;
  /** Active players the team must have (not for the hourly salary). */
  active: string;
  /** Percent, as typed ("0.5"). */
  rate: string;
}

export interface RateDraft {
  gameCode: LotteryGameCode;
  on: boolean;
  profit: string;
  loss: string;
}

export interface OfferDraft {
  kind: ContractKind;
  period: DividendPeriod;
  carryOver: boolean;
  tiers: TierDraft[];
  rates: RateDraft[];
  note: string;
}

export const emptyTier = (): TierDraft => ({ min: '', active: '0', rate: '' });

export function emptyDraft(kind: ContractKind): OfferDraft {
  return {
    kind,
    period: 'W',
    carryOver: false,
    tiers: [emptyTier()],
    rates: LOTTERY_GAME_CODES.map((gameCode) => ({ gameCode, on: false, profit: '', loss: '' })),
    note: '',
  };
}

/** Field path → i18n key of what is wrong with it. */
export type OfferErrors = Record<string, string>;

const RATE = /^\d{1,3}(\.\d{1,4})?$/;
const ACTIVE = /^\d{1,7}$/;

function rateProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'agents.offer.errors.required';
  if (!RATE.test(value) || Number(value) > 100) return 'agents.offer.errors.rate';
  return null;
}

function amountProblem(text: string, exponent: number): string | null {
  const value = text.trim();
  if (value === '') return 'agents.offer.errors.required';
  const pattern = exponent > 0 ? new RegExp(`^\\d{1,13}(\\.\\d{1,${exponent}})?$`) : /^\d{1,13}$/;
  return pattern.test(value) ? null : 'agents.offer.errors.amount';
}

/** The contract the draft makes, or what is wrong with it by field. */
export function buildOffer(
  draft: OfferDraft,
  exponent: number,
): { contract: ContractTerms; errors?: undefined } | { errors: OfferErrors; contract?: undefined } {
  const errors: OfferErrors = {};
  const note = (path: string, problem: string | null) => {
    if (problem) errors[path] = problem;
  };

  if (draft.kind === 'realtime_salary') {
    const chosen = draft.rates.filter((rate) => rate.on);
    if (chosen.length === 0) errors.rates = 'agents.offer.errors.noGame';
    draft.rates.forEach((rate, index) => {
      if (!rate.on) return;
      note(`rates.${index}.profit`, rateProblem(rate.profit));
      note(`rates.${index}.loss`, rateProblem(rate.loss));
    });
    if (Object.keys(errors).length > 0) return { errors };
    return checked({
      kind: 'realtime_salary',
      terms: { rates: chosen.map((rate) => ({ gameCode: rate.gameCode, profitRate: rate.profit.trim(), lossRate: rate.loss.trim() })) },
    });
  }

  if (draft.tiers.length === 0) errors.tiers = 'agents.offer.errors.noTier';
  const withActive = draft.kind !== 'hourly_salary';
  draft.tiers.forEach((tier, index) => {
    note(`tiers.${index}.min`, amountProblem(tier.min, exponent));
    note(`tiers.${index}.rate`, rateProblem(tier.rate));
    if (withActive && !ACTIVE.test(tier.active.trim())) errors[`tiers.${index}.active`] = 'agents.offer.errors.active';
  });
  if (Object.keys(errors).length > 0) return { errors };

  const tiers = draft.tiers.map((tier) => ({ min: tier.min.trim(), active: Number(tier.active.trim()), rate: tier.rate.trim() }));
  if (draft.kind === 'dividend') {
    return checked({
      kind: 'dividend',
      terms: {
        period: draft.period,
        carryOver: draft.carryOver,
        tiers: tiers.map((tier) => ({ minNetLoss: tier.min, minActive: tier.active, rate: tier.rate })),
      },
    });
  }
  if (draft.kind === 'daily_wage') {
    return checked({ kind: 'daily_wage', terms: { tiers: tiers.map((tier) => ({ minTurnover: tier.min, minActive: tier.active, rate: tier.rate })) } });
  }
  return checked({ kind: 'hourly_salary', terms: { tiers: tiers.map((tier) => ({ minTurnover: tier.min, rate: tier.rate })) } });
}

/** The contract's own schema has the last word (anything the fields above let through is shown as a whole). */
function checked(contract: ContractTerms): { contract: ContractTerms } | { errors: OfferErrors } {
  const parsed = contractTermsSchema.safeParse(contract);
  return parsed.success ? { contract: parsed.data } : { errors: { form: 'agents.offer.errors.invalid' } };
}
