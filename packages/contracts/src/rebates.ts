// Rebates (cashback, docs/rebates.md): a share of a member's turnover per game category paid back after each
// period, by a job or for the member to claim, and the console's rebate runs (preview, hold, release, re-run).
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { amountOutput, requestId } from './money.ts';
import { text } from './text.ts';

export const REBATE_PERIODS = ['daily', 'weekly'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];
/** table: the settings' rate per category; agent_tree: the member's own rebate rate from its agent (else the table's); vip: the table's until VIP levels exist. */
export const REBATE_RATE_SOURCES = ['table', 'agent_tree', 'vip'] as const;
/** stake: every bet counts; valid: min(stake, |payout − stake|) per settled round, so hedged play counts less. */
export const REBATE_BASES = ['stake', 'valid'] as const;
/** automatic: the job pays after each cut-off; claim: lines accrue and the member claims them (needs the manualRebate flag). */
export const REBATE_PAY_MODES = ['automatic', 'claim'] as const;

/** A rate in parts per million of turnover (10 000 = 1%); at most 10%. */
export const REBATE_RATE_MAX_PPM = 100_000;

const money = text().regex(/^\d{1,13}(\.\d{1,8})?$/, 'an amount such as 1 or 1.50');

export const rebatesSettingsSchema = z.object({
  enabled: z.boolean(),
  period: z.enum(REBATE_PERIODS),
  rateSource: z.enum(REBATE_RATE_SOURCES),
  basis: z.enum(REBATE_BASES),
  rates: z
    .array(z.object({ category: z.enum(GAME_CATEGORIES), ratePpm: z.number().int().min(0).max(REBATE_RATE_MAX_PPM) }))
    .max(GAME_CATEGORIES.length)
    .refine((rates) => new Set(rates.map((r) => r.category)).size === rates.length, 'A category is listed twice'),
  /** A member's rebate of a run below this is not paid (0 pays any amount). */
  minPayout: money,
  /** 0: the rebate is cash. Above 0: it is granted as a bonus to wager this many times before withdrawal. */
  turnoverMultiple: z.number().int().min(0).max(100),
  payMode: z.enum(REBATE_PAY_MODES),
});
export type RebatesSettings = z.infer<typeof rebatesSettingsSchema>;

/** The rate as a person reads it: 10 000 ppm is "1" (%), 12 345 ppm "1.2345". */
export function ratePercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const REBATE_RUN_STATES = ['previewed', 'held', 'paid', 'accrued', 'superseded'] as const;
export type RebateRunState = (typeof REBATE_RUN_STATES)[number];
/**
 * pending/held: in a run not released; paid, accrued (waits for the member's claim), claimed; below_minimum:
 * the member's total of the run is under the minimum payout; no_difference: what this period already paid or
 * accrued is as much or more, so a re-run owes nothing more.
 */
export const REBATE_LINE_STATES = ['pending', 'held', 'paid', 'accrued', 'claimed', 'below_minimum', 'no_difference'] as const;
export type RebateLineState = (typeof REBATE_LINE_STATES)[number];

/** A calendar day this century (a day the calendar has: 2026-02-30 is refused). */
const day = text()
  .regex(/^20\d{2}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd')
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
  }, 'a date that exists');
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

// ------------------------------------------------------------------------------------------------ member

const memberLineSchema = z.object({
  periodStart: text(),
  periodEnd: text(),
  category: z.enum(GAME_CATEGORIES),
  turnover: amountOutput,
  rate: text(),
  amount: amountOutput,
  state: z.enum(REBATE_LINE_STATES),
  at: text(),
});

export const memberRebatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rebates',
  summary: 'The member’s rebates (manualRebate): what waits to be claimed, by category, and the last 50 lines paid, accrued or claimed',
  tag: 'rebates',
  audience: 'member',
  response: z.object({
    /** Whether this merchant runs rebates at all (an operator turns them on). */
    enabled: z.boolean(),
    /** Whether this merchant lets members claim (the manualRebate flag and the claim pay mode). */
    claimEnabled: z.boolean(),
    period: z.enum(REBATE_PERIODS),
    claimable: z.array(z.object({ category: z.enum(GAME_CATEGORIES), amount: amountOutput })),
    claimableTotal: amountOutput,
    history: z.array(memberLineSchema),
  }),
});

export const claimRebatesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rebates/claim',
  summary:
    'Claims every accrued rebate line at once (or those of the categories named) into the main wallet; a repeat of the requestId answers the first claim',
  tag: 'rebates',
  audience: 'member',
  body: z.object({ requestId, categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).optional() }),
  response: z.object({ amount: amountOutput, lines: z.number().int() }),
});

// ------------------------------------------------------------------------------------------------ console

export const rebateRunSchema = z.object({
  id: z.number().int(),
  period: z.enum(REBATE_PERIODS),
  periodStart: text(),
  periodEnd: text(),
  state: z.enum(REBATE_RUN_STATES),
  basis: z.enum(REBATE_BASES),
  rateSource: z.enum(REBATE_RATE_SOURCES),
  members: z.number().int(),
  lines: z.number().int(),
  turnover: amountOutput,
  /** The rebate the period earns per this run's figures. */
  amount: amountOutput,
  /** What this run pays or accrues: the differences against earlier runs of the period. */
  owed: amountOutput,
  createdBy: text(),
  createdAt: text(),
  releasedAt: text().nullable(),
});
export type RebateRun = z.infer<typeof rebateRunSchema>;

export const rebateLineSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  category: z.enum(GAME_CATEGORIES),
  turnover: amountOutput,
  rate: text(),
  amount: amountOutput,
  /** Already paid or accrued for this member, period and category by earlier runs. */
  prior: amountOutput,
  owed: amountOutput,
  state: z.enum(REBATE_LINE_STATES),
});

export const consoleRebateRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/rebates/runs',
  summary: 'Rebate runs, newest first',
  tag: 'rebates',
  audience: 'operator',
  permission: 'rebates.read',
  query: z.object({ page, pageSize }),
  response: z.object({ items: z.array(rebateRunSchema), total: z.number().int() }),
});

export const consoleRebateLinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/rebates/runs/:id/lines',
  summary: 'The lines of a rebate run (member, category, turnover, rate, amount, earlier runs, owed), largest first',
  tag: 'rebates',
  audience: 'operator',
  permission: 'rebates.read',
  params: idParams,
  query: z.object({ page, pageSize }),
  response: z.object({ run: rebateRunSchema, items: z.array(rebateLineSchema), total: z.number().int() }),
});

export const previewRebateRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/rebates/runs',
  summary:
    'Previews a rebate run for the period (daily or weekly, per the settings) that contains the given day: computes its lines without paying. A period with earlier released runs owes only the differences. Audited',
  tag: 'rebates',
  audience: 'operator',
  permission: 'rebates.write',
  body: z.object({ day }),
  response: rebateRunSchema,
});

const runAction = (action: 'hold' | 'release' | 'rerun', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/cms/rebates/runs/:id/${action}`,
    summary,
    tag: 'rebates',
    audience: 'operator',
    permission: 'rebates.write',
    params: idParams,
    response: rebateRunSchema,
  });

export const holdRebateRunEndpoint = runAction('hold', 'Holds a previewed run: it is not paid until released. Audited');
export const releaseRebateRunEndpoint = runAction(
  'release',
  'Releases a previewed or held run: pays (automatic) or accrues (claim) each line’s difference against earlier runs of the period. Audited',
);
export const rerunRebateRunEndpoint = runAction(
  'rerun',
  'Computes the run’s period again from today’s turnover as a new preview; released, it pays only the differences. Audited',
);
