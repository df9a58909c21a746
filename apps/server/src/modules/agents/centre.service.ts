// The agent centre's frame and team management (docs/agents.md): which pages the merchant shows, the agent's place
// in the tree, announcements for agents, the downline list, and a direct downline's rebates. Every call starts
// with requireAgent; every call naming a member goes through the tree's team checks.
import { AGENT_PAGES, CONTRACT_PAGES, type AgentPage, type Downline } from '@orbit/contracts/agents';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './centre.repo.ts';
import { ratesWithinOwn, showRates } from './rebates.ts';
import type { AgentTree } from './tree.ts';

export interface AgentCentreDeps {
  database: Database;
  clock: Clock;
  tree: AgentTree;
  members: MembersService['directory'];
  wallet: Pick<WalletService, 'sumBalancesOf'>;
}

/** The centre's pages for a merchant: every page but the contract pages whose flag is off. */
export function agentPagesOf(merchant: ResolvedMerchant): AgentPage[] {
  const off = new Set<AgentPage>(Object.values(CONTRACT_PAGES).flatMap(({ page, feature }) => (merchant.settings.flags[feature] ? [] : [page])));
  return AGENT_PAGES.filter((page) => !off.has(page));
}

export function createAgentCentre(deps: AgentCentreDeps) {
  const { db } = deps.database;
  const { tree } = deps;

  /** @throws error_not_agent */
  async function centre(merchant: ResolvedMerchant, memberId: number) {
    const agent = await tree.requireAgent(merchant, memberId);
    const [upline, affiliateCode, counts, rebates] = await Promise.all([
      agent.uplineId ? deps.members.byId(merchant.id, agent.uplineId) : undefined,
      repo.affiliateCodeOf(db, merchant.id, agent.id),
      tree.teamCounts(db, agent.id),
      repo.rebatesOf(db, [agent.id]),
    ]);
    return {
      pages: agentPagesOf(merchant),
      level: agent.level,
      upline: upline?.username ?? null,
      affiliateCode,
      directDownlines: counts.direct,
      teamSize: counts.team,
      rebates: showRates(rebates.get(agent.id) ?? []),
    };
  }

  /** @throws error_not_agent */
  async function announcements(merchant: ResolvedMerchant, memberId: number, query: { page: number; pageSize: number }) {
    await tree.requireAgent(merchant, memberId);
    const { rows, total } = await repo.announcements(db, merchant.id, deps.clock.now(), query.page, query.pageSize);
    return {
      items: rows.map((row) => ({ id: row.id, title: row.title, body: row.body, pinned: row.pinned, publishedAt: row.publishedAt.toISOString() })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** @throws error_not_agent */
  async function downlines(
    merchant: ResolvedMerchant,
    memberId: number,
    filter: { username?: string | undefined; depth?: number | undefined; type: 'all' | 'member' | 'agent'; page: number; pageSize: number },
  ) {
    const agent = await tree.requireAgent(merchant, memberId);
    const { rows, total } = await repo.downlines(db, merchant.id, agent.id, filter);
    const ids = rows.map((row) => row.id);
    const [balances, rebates] = await Promise.all([deps.wallet.sumBalancesOf(merchant, ids), repo.rebatesOf(db, ids)]);
    const items: Downline[] = rows.map((row) => ({
      memberId: row.id,
      username: row.username,
      nickname: row.nickname,
      isAgent: row.type,
      depth: row.depth,
      upline: row.upline,
      balance: showAmount(merchant, balances.get(row.id) ?? 0n),
      status: row.status === 'locked' ? 'locked' : 'active',
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      registeredAt: row.createdAt.toISOString(),
      teamSize: row.teamSize,
      rebates: showRates(rebates.get(row.id) ?? []),
    }));
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }

  /**
   * Sets a direct downline's rates, each at most the agent's own (read in the same transaction as the write).
   * @throws error_not_agent, agent_not_in_team, agent_not_direct_downline, validation_failed, agent_terms_above_own
   */
  async function setDownlineRebates(merchant: ResolvedMerchant, memberId: number, downlineId: number, asked: readonly { category: string; rate: string }[]) {
    const agent = await tree.requireAgent(merchant, memberId);
    const rates = await db.transaction(async (tx) => {
      await tree.requireDirectDownline(tx, merchant.id, agent.id, downlineId);
      const own = (await repo.rebatesOf(tx, [agent.id], { lock: true })).get(agent.id) ?? [];
      await repo.setRebates(tx, merchant.id, downlineId, ratesWithinOwn(asked, own), deps.clock.now());
      return (await repo.rebatesOf(tx, [downlineId])).get(downlineId) ?? [];
    });
    return { rebates: showRates(rates) };
  }

  return { centre, announcements, downlines, setDownlineRebates };
}

export type AgentCentre = ReturnType<typeof createAgentCentre>;
