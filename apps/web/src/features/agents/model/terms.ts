// A contract's terms as a form holds them (every box is text) and back as the contract body the server
// takes (contracts' contractTermsSchema): dividend tiers with period and carry-over, daily-wage and
// hourly-salary tiers, real-time rates per lottery game. Pure, so the round trip is tested without a browser.
import { contractTermsSchema, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';

export type TierColumn = 'minNetLoss' | 'minTurnover' | 'minActive' | 'rate';

/** The columns of each kind's tiers, in the order they read. */
export const TIER_COLUMNS: Record<Exclude<ContractKind, 'realtime_salary'>, readonly TierColumn[]> = {
  dividend: ['minNetLoss', 'minActive', 'rate'],
  daily_wage: ['minTurnover', 'minActive', 'rate'],
  hourly_salary: ['minTurnover', 'rate'],
};

export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export type TierRow = Record<TierColumn, string>;
export interface RateRow {
  gameCode: LotteryGameCode;
  profitRate: string;
  lossRate: string;
}

export interface TermsForm {
  kind: ContractKind;
  period: DividendPeriod;
  carryOver: boolean;
  tiers: TierRow[];
  /** One row per lottery game; a row left blank is not part of the contract. */
  rates: RateRow[];
}

export const MAX_TIERS = 10;
export const emptyTier = (): TierRow => ({ minNetLoss: '', minTurnover: '', minActive: '', rate: '' });

export function emptyTermsForm(kind: ContractKind): TermsForm {
  return {
    kind,
    period: 'M',
    carryOver: false,
    tiers: [emptyTier()],
    rates: LOTTERY_GAME_CODES.map((gameCode) => ({ gameCode, profitRate: '', lossRate: '' })),
  };
}

/** A contract's terms in the form, e.g. to offer a downline what the agent itself has. */
export function termsToForm(contract: ContractTerms): TermsForm {
  const form = emptyTermsForm(contract.kind);
  switch (contract.kind) {
    case 'dividend':
      return {
        ...form,
        period: contract.terms.period,
        carryOver: contract.terms.carryOver,
        tiers: contract.terms.tiers.map((tier) => ({ ...emptyTier(), minNetLoss: tier.minNetLoss, minActive: String(tier.minActive), rate: tier.rate })),
      };
    case 'daily_wage':
      return {
        ...form,
        tiers: contract.terms.tiers.map((tier) => ({ ...emptyTier(), minTurnover: tier.minTurnover, minActive: String(tier.minActive), rate: tier.rate })),
      };
    case 'hourly_salary':
      return { ...form, tiers: contract.terms.tiers.map((tier) => ({ ...emptyTier(), minTurnover: tier.minTurnover, rate: tier.rate })) };
    case 'realtime_salary':
      return {
        ...form,
        rates: form.rates.map((row) => {
          const rate = contract.terms.rates.find((entry) => entry.gameCode === row.gameCode);
          return rate ? { ...row, profitRate: rate.profitRate, lossRate: rate.lossRate } : row;
        }),
      };
  }
}

/** Why a box cannot be sent (agents.terms.problem.<key>). */
export type TermsProblem = 'empty' | 'amount' | 'whole' | 'rate' | 'noRates';

const AMOUNT = /^\d{1,13}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,7}$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

function columnProblem(column: TierColumn, text: string): TermsProblem | null {
  const value = text.trim();
  if (value === '') return 'empty';
  if (column === 'minActive') return WHOLE.test(value) && Number(value) <= 1_000_000 ? null : 'whole';
  if (column === 'rate') return RATE.test(value) && Number(value) <= 100 ? null : 'rate';
  return AMOUNT.test(value) ? null : 'amount';
}

function rateProblem(text: string): TermsProblem | null {
  const value = text.trim();
  if (value === '') return 'empty';
  return RATE.test(value) && Number(value) <= 100 ? null : 'rate';
}

export type TermsResult = { ok: true; contract: ContractTerms } | { ok: false; problems: Record<string, TermsProblem> };

function tiersBody(form: TermsForm, columns: readonly TierColumn[]) {
  return form.tiers.map((tier) =>
    Object.fromEntries(columns.map((column) => [column, column === 'minActive' ? Number(tier[column].trim()) : tier[column].trim()])),
  );
}

/**
 * The contract body of a filled form, or each box's problem keyed by its path ("tiers.0.rate",
 * "rates.2.lossRate", "rates" when no game has rates) — the paths the server's refusals name too.
 */
export function formToTerms(form: TermsForm): TermsResult {
  const problems: Record<string, TermsProblem> = {};
  let body: unknown;
  if (form.kind === 'realtime_salary') {
    const filled = form.rates.map((row, index) => ({ row, index })).filter(({ row }) => row.profitRate.trim() !== '' || row.lossRate.trim() !== '');
    if (filled.length === 0) problems.rates = 'noRates';
    for (const { row, index } of filled) {
      for (const field of ['profitRate', 'lossRate'] as const) {
        const problem = rateProblem(row[field]);
        if (problem) problems[`rates.${index}.${field}`] = problem;
      }
    }
    body = {
      kind: form.kind,
      terms: { rates: filled.map(({ row }) => ({ gameCode: row.gameCode, profitRate: row.profitRate.trim(), lossRate: row.lossRate.trim() })) },
    };
  } else {
    const columns = TIER_COLUMNS[form.kind];
    form.tiers.forEach((tier, index) => {
      for (const column of columns) {
        const problem = columnProblem(column, tier[column]);
        if (problem) problems[`tiers.${index}.${column}`] = problem;
      }
    });
    const tiers = tiersBody(form, columns);
    body =
      form.kind === 'dividend' ? { kind: form.kind, terms: { period: form.period, carryOver: form.carryOver, tiers } } : { kind: form.kind, terms: { tiers } };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const parsed = contractTermsSchema.safeParse(body);
  // The checks above mirror the schema; should they ever drift apart, nothing malformed is sent.
  return parsed.success ? { ok: true, contract: parsed.data } : { ok: false, problems: { form: 'amount' } };
}

/**
 * The form path of a field the server blamed ("contract.terms.tiers.1.rate" → "tiers.1.rate"). A real-time
 * rate is blamed by its index among the rates sent, so it maps back to its game's row.
 */
export function formPathOf(field: string | undefined, form: TermsForm): string | undefined {
  if (!field) return undefined;
  // The server writes indexes in brackets ("tiers[1].rate"); the form's paths use dots.
  const path = field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^contract\./, '')
    .replace(/^terms\./, '');
  const match = /^rates\.(\d+)\.(\w+)$/.exec(path);
  if (!match || form.kind !== 'realtime_salary') return path;
  const sent = form.rates.map((row, index) => ({ row, index })).filter(({ row }) => row.profitRate.trim() !== '' || row.lossRate.trim() !== '');
  const row = sent[Number(match[1])];
  // A game the offerer's own contract does not pay has no box of its own: its profit rate box takes the message.
  const box = match[2] === 'gameCode' ? 'profitRate' : match[2];
  return row ? `rates.${row.index}.${box}` : path;
}

/** Whether a form path names a box the terms editor shows (a refusal on anything else is shown for the whole form). */
export function isTermsBox(path: string): boolean {
  return path === 'period' || path === 'rates' || /^tiers\.\d+\.\w+$/.test(path) || /^rates\.\d+\.(profitRate|lossRate)$/.test(path);
}
