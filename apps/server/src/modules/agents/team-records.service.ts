// The team's betting record (personalHistoryCopy in team mode) and account details
// (agentDownlineTransactionDetailsCopy): the wallet's own reads of the member's records, scoped to the agent's
// team by the tree's subquery. A username filter narrows to that member only when it is in the team;
// anyone else gives an empty page, never another team's rows.
import type { GameCategory } from '@orbit/contracts/games';
import type { RecordType } from '@orbit/contracts/wallet';
import type { Database } from '../../db/client.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import type { MemberScope } from '../wallet/records.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './centre.repo.ts';
import type { AgentTree } from './tree.ts';

export interface TeamRecordsDeps {
  database: Database;
  tree: AgentTree;
  members: MembersService['directory'];
  wallet: Pick<WalletService, 'records' | 'betRecords'>;
}

interface RangeFilter {
  from?: string | undefined;
  to?: string | undefined;
  username?: string | undefined;
  page: number;
  pageSize: number;
}

export function createTeamRecords(deps: TeamRecordsDeps) {
  const { db } = deps.database;

  /** The team as a scope, or null when the username filter names nobody (an empty page). */
  async function teamScope(merchant: ResolvedMerchant, memberId: number, username: string | undefined): Promise<MemberScope | null> {
    const agent = await deps.tree.requireAgent(merchant, memberId);
    if (!username) return { memberIn: repo.teamMemberIds(merchant.id, agent.id) };
    const target = await deps.members.byUsername(merchant.id, username);
    return target ? { memberIn: repo.teamMemberIds(merchant.id, agent.id, target.id) } : null;
  }

  const usernames = (merchant: ResolvedMerchant, ids: number[]) => repo.usernamesOf(db, merchant.id, [...new Set(ids)]);

  /** @throws error_not_agent, validation_failed (from after to) */
  async function bets(merchant: ResolvedMerchant, memberId: number, language: string, filter: RangeFilter & { category?: GameCategory | undefined }) {
    const scope = await teamScope(merchant, memberId, filter.username);
    const zero = showAmount(merchant, 0n);
    if (!scope) return { items: [], total: 0, page: filter.page, pageSize: filter.pageSize, totals: { stake: zero, win: zero, net: zero, rounds: 0 } };
    const found = await deps.wallet.betRecords.rounds(merchant, scope, language, filter);
    const names = await usernames(
      merchant,
      found.items.map((item) => item.memberId),
    );
    return {
      ...found,
      items: found.items.map((item) => ({
        username: names.get(item.memberId) ?? '',
        vendorCode: item.vendorCode,
        gameCode: item.gameCode,
        gameName: item.gameName,
        category: item.category,
        roundId: item.roundId,
        at: item.at,
        stake: item.stake,
        win: item.win,
        net: item.net,
        status: item.status,
      })),
    };
  }

  /** @throws error_not_agent, validation_failed (from after to) */
  async function transactions(merchant: ResolvedMerchant, memberId: number, filter: RangeFilter & { type?: RecordType | undefined }) {
    const scope = await teamScope(merchant, memberId, filter.username);
    if (!scope) return { items: [], total: 0, page: filter.page, pageSize: filter.pageSize };
    const found = await deps.wallet.records.movements(merchant, scope, filter);
    const names = await usernames(
      merchant,
      found.items.map((item) => item.memberId),
    );
    return {
      ...found,
      items: found.items.map((item) => ({
        transactionId: item.transactionId,
        username: names.get(item.memberId) ?? '',
        at: item.at,
        type: item.type,
        kind: item.kind,
        amount: item.amount,
        balanceAfter: item.balanceAfter,
        reference: item.reference,
      })),
    };
  }

  return { bets, transactions };
}

export type TeamRecords = ReturnType<typeof createTeamRecords>;
