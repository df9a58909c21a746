// An agent's accounts and money (registerCenter, downlineManagmentView): direct downlines it creates, its
// affiliate links (and the port registration uses to land a new member under a link's agent), and transfers
// from its main wallet to a direct downline's through the ledger.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { AffiliateLink } from '@orbit/contracts/agents';
import { isAgentType } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { memberActor } from '../members/login-records.ts';
import type { MembersService } from '../members/members.service.ts';
import type { AffiliateLinksPort, ResolvedAffiliateLink } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from '../wallet/addresses.ts';
import { readAmount } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './centre.repo.ts';
import { clipToOwn, ratesWithinOwn, showRates } from './rebates.ts';
import { affiliateSiteAddress } from './site-address.ts';
import type { AgentRef, AgentTree } from './tree.ts';

// The members' affiliate code style (members/admin.ts): no 0/O or 1/I to misread from a QR code's caption.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** The type an agent gives the agents it creates (the agent types 1, 2, 41 and 42 are not told apart by any rule). */
const DOWNLINE_AGENT_TYPE = 1;

export interface AgentAccountsDeps {
  database: Database;
  clock: Clock;
  tree: AgentTree;
  members: Pick<MembersService, 'admin' | 'paymentPasswords'>;
  wallet: Pick<WalletService, 'move' | 'balance'>;
  /** The platform's own address (config PUBLIC_URL), for links of a merchant without a domain. */
  publicUrl: string;
}

export function createAgentAccounts(deps: AgentAccountsDeps) {
  const { db } = deps.database;
  const { tree } = deps;

  /**
   * settings.agents.maxDepth (docs/agents.md): a downline agent may sit at most maxDepth under its top-level agent;
   * an agent that deep creates members only.
   * @throws validation_failed (field kind)
   */
  function checkAgentDepth(merchant: ResolvedMerchant, agent: AgentRef, kind: 'member' | 'agent') {
    if (kind === 'agent' && agent.level > merchant.settings.agents.maxDepth)
      throw new ApiError('validation_failed', 'Your team is at its deepest level: you can add members only', { field: 'kind' });
  }

  /** The agent's own rates, locked when read inside a transaction that writes a downline's (see rebatesOf). */
  async function ownRates(tx: Tx, agentId: number, lock = false) {
    return (await repo.rebatesOf(tx, [agentId], { lock })).get(agentId) ?? [];
  }

  /**
   * A direct downline member or agent with the merchant's default password, changed at first login.
   * @throws error_not_agent, validation_failed, agent_terms_above_own, username_taken
   */
  async function createDownline(
    merchant: ResolvedMerchant,
    memberId: number,
    input: { username: string; kind: 'member' | 'agent'; rebates: readonly { category: string; rate: string }[] },
    ip: string,
  ) {
    const agent = await tree.requireAgent(merchant, memberId);
    checkAgentDepth(merchant, agent, input.kind);
    const rates = ratesWithinOwn(input.rebates, await ownRates(db, agent.id));
    const created = await deps.members.admin.createForAgent(
      merchant,
      { username: input.username, type: input.kind === 'agent' ? DOWNLINE_AGENT_TYPE : 0, uplineId: agent.id },
      memberActor(agent.username, ip),
      // Checked above for a clear refusal; clipped again to the rates as they are when written.
      async (tx, newId) => void (await repo.setRebates(tx, merchant.id, newId, clipToOwn(rates, await ownRates(tx, agent.id, true)), deps.clock.now())),
    );
    return { memberId: created.id, username: created.username, defaultPassword: created.defaultPassword, affiliateCode: created.affiliateCode };
  }

  /** Where the merchant's site is (site-address.ts): as the agent reached it when that is the merchant's. */
  function siteAddress(merchant: ResolvedMerchant, requestOrigin?: string | null): string {
    return affiliateSiteAddress({ domains: merchant.settings.general.domains, publicUrl: deps.publicUrl, requestOrigin });
  }

  function toLink(merchant: ResolvedMerchant, row: repo.LinkRow, requestOrigin?: string | null): AffiliateLink {
    const url = new URL('/register', siteAddress(merchant, requestOrigin));
    // The web site reads ?affiliateCode= (apps/web features/auth/lib/field-rules.ts affiliateCodeFromUrl).
    url.searchParams.set('affiliateCode', row.code);
    return {
      id: row.id,
      code: row.code,
      url: url.toString(),
      kind: isAgentType(row.memberType) ? 'agent' : 'member',
      rebates: showRates(row.rebates as repo.RebateRate[]),
      note: row.note,
      registrations: row.registrations,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** @throws error_not_agent */
  async function links(merchant: ResolvedMerchant, memberId: number, requestOrigin?: string | null) {
    const agent = await tree.requireAgent(merchant, memberId);
    return { items: (await repo.linksOf(db, merchant.id, agent.id)).map((row) => toLink(merchant, row, requestOrigin)) };
  }

  /** @throws error_not_agent, validation_failed, agent_terms_above_own */
  async function createLink(
    merchant: ResolvedMerchant,
    memberId: number,
    input: { kind: 'member' | 'agent'; rebates: readonly { category: string; rate: string }[]; note?: string | undefined },
    requestOrigin?: string | null,
  ) {
    const agent = await tree.requireAgent(merchant, memberId);
    checkAgentDepth(merchant, agent, input.kind);
    const rates = ratesWithinOwn(input.rebates, await ownRates(db, agent.id));
    for (;;) {
      const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (await repo.codeTaken(db, merchant.id, code)) continue;
      const row = await repo.insertLink(db, {
        merchantId: merchant.id,
        agentId: agent.id,
        code,
        memberType: input.kind === 'agent' ? DOWNLINE_AGENT_TYPE : 0,
        rebates: rates,
        note: input.note || null,
        createdAt: deps.clock.now(),
      });
      if (row) return toLink(merchant, row, requestOrigin);
    }
  }

  /** @throws error_not_agent, not_found (no live link of this agent with that id) */
  async function deleteLink(merchant: ResolvedMerchant, memberId: number, id: number) {
    const agent = await tree.requireAgent(merchant, memberId);
    if (!(await repo.deleteLink(db, merchant.id, agent.id, id, deps.clock.now()))) throw new ApiError('not_found', 'No such affiliate link');
    return { deleted: true };
  }

  /** What registration calls for a code that is no member's own affiliate code. */
  const affiliateLinks: AffiliateLinksPort = {
    async resolve(merchant, code) {
      const row = await repo.liveLinkByCode(db, merchant.id, code.trim());
      if (!row) return undefined;
      // An agent link made before the merchant lowered its deepest level registers members only from then on.
      const tooDeep = isAgentType(row.memberType) && (await tree.uplineCount(db, row.agentId)) + 1 > merchant.settings.agents.maxDepth;
      return { id: row.id, code: row.code, agentId: row.agentId, memberType: tooDeep ? 0 : row.memberType };
    },
    async onRegistered(tx: Tx, link: ResolvedAffiliateLink, memberId: number) {
      const row = await repo.linkById(tx, link.id);
      if (!row) return;
      const rates = clipToOwn(row.rebates as repo.RebateRate[], await ownRates(tx, row.agentId, true));
      await repo.setRebates(tx, row.merchantId, memberId, rates, deps.clock.now());
      await repo.countRegistration(tx, row.id);
    },
  };

  /**
   * Sends money from the agent's main wallet to a direct downline's, with the agent's payment password; the
   * requestId is the ledger's idempotency key, so a retry moves the money once.
   * @throws error_not_agent, agent_not_in_team, agent_not_direct_downline, amount_invalid, payment_password_required,
   *   payment_password_wrong, too_many_requests, insufficient_funds, idempotency_conflict
   */
  async function transfer(
    merchant: ResolvedMerchant,
    memberId: number,
    downlineId: number,
    input: { requestId: string; amount: string; paymentPassword: string },
  ) {
    const agent = await tree.requireAgent(merchant, memberId);
    await tree.requireDirectDownline(db, merchant.id, agent.id, downlineId);
    const amount = readAmount(merchant, input.amount);
    await deps.members.paymentPasswords.verify(merchant, agent.id, input.paymentPassword);
    const moved = await db.transaction((tx) =>
      deps.wallet.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `downline:${agent.id}:${input.requestId}`,
        kind: 'downline_transfer',
        memberId: agent.id,
        postings: [{ from: memberAccount.main(agent.id), to: memberAccount.main(downlineId), amount }],
      }),
    );
    return { transactionId: moved.transactionId, balance: (await deps.wallet.balance(merchant, agent.id)).mainBalance };
  }

  return { createDownline, links, createLink, deleteLink, affiliateLinks, transfer };
}

export type AgentAccounts = ReturnType<typeof createAgentAccounts>;
