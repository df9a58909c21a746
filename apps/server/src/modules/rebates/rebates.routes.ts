// The rebate calls (contracts/rebates.ts): the member's page and claim, and the console's rebate runs.
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import {
  claimRebatesEndpoint,
  consoleRebateLinesEndpoint,
  consoleRebateRunsEndpoint,
  holdRebateRunEndpoint,
  memberRebatesEndpoint,
  previewRebateRunEndpoint,
  ratePercent,
  releaseRebateRunEndpoint,
  rerunRebateRunEndpoint,
  type RebateLineState,
  type RebateRun,
} from '@orbit/contracts/rebates';
import { formatDateTime } from '@orbit/contracts/format';
import type { GameCategory } from '@orbit/contracts/games';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import type { RebateClaims } from './claims.service.ts';
import type { RebateRuns } from './runs.service.ts';

type RunRow = Awaited<ReturnType<RebateRuns['hold']>>;
type LineRow = Awaited<ReturnType<RebateRuns['lines']>>['items'][number];

export function registerRebateRoutes(
  kit: RouteKit,
  deps: { runs: RebateRuns; claims: RebateClaims; usernames: (merchantId: number, ids: number[]) => Promise<Map<number, string>> },
) {
  const { runs, claims } = deps;
  const actor = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });
  kit.route(memberRebatesEndpoint, async ({ merchant, member }) => claims.view(merchant, member.id));
  kit.route(claimRebatesEndpoint, async ({ merchant, member, body }) => claims.claim(merchant, member.id, body));
  kit.route(consoleRebateRunsEndpoint, async ({ merchant, query }) => {
    const page = await runs.list(merchant, query.page, query.pageSize);
    return { items: page.items.map((run) => runView(merchant, run)), total: page.total };
  });
  kit.route(consoleRebateLinesEndpoint, async ({ merchant, params, query }) => {
    const page = await runs.lines(merchant, params.id, query.page, query.pageSize);
    const names = await deps.usernames(merchant.id, [...new Set(page.items.map((line) => line.memberId))]);
    return { run: runView(merchant, page.run), items: page.items.map((line) => lineView(merchant, line, names)), total: page.total };
  });
  kit.route(previewRebateRunEndpoint, async ({ merchant, operator, body, request }) =>
    runView(merchant, await runs.preview(merchant, body.day, actor(operator, request.ip))),
  );
  kit.route(holdRebateRunEndpoint, async ({ merchant, operator, params, request }) =>
    runView(merchant, await runs.hold(merchant, params.id, actor(operator, request.ip))),
  );
  kit.route(releaseRebateRunEndpoint, async ({ merchant, operator, params, request }) =>
    runView(merchant, await runs.release(merchant, params.id, actor(operator, request.ip))),
  );
  kit.route(rerunRebateRunEndpoint, async ({ merchant, operator, params, request }) =>
    runView(merchant, await runs.rerun(merchant, params.id, actor(operator, request.ip))),
  );
}

const show = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

function runView(merchant: ResolvedMerchant, run: RunRow): RebateRun {
  return {
    id: run.id,
    period: run.period as RebateRun['period'],
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    state: run.state as RebateRun['state'],
    basis: run.basis as RebateRun['basis'],
    rateSource: run.rateSource as RebateRun['rateSource'],
    members: run.members,
    lines: run.lines,
    turnover: show(merchant, run.turnover),
    amount: show(merchant, run.amount),
    owed: show(merchant, run.owed),
    createdBy: run.createdByName,
    createdAt: formatDateTime(run.createdAt, merchant.timeZone),
    releasedAt: run.releasedAt ? formatDateTime(run.releasedAt, merchant.timeZone) : null,
  };
}

function lineView(merchant: ResolvedMerchant, line: LineRow, names: Map<number, string>) {
  return {
    memberId: line.memberId,
    username: names.get(line.memberId) ?? String(line.memberId),
    category: line.category as GameCategory,
    turnover: show(merchant, line.turnover),
    rate: ratePercent(line.ratePpm),
    amount: show(merchant, line.amount),
    prior: show(merchant, line.prior),
    owed: show(merchant, line.owed),
    state: line.state as RebateLineState,
  };
}
