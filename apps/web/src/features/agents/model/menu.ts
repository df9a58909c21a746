// The agent centre's menu (docs/agents.md): every page key in menu order (AGENT_PAGES); the four contract
// pages only when the server's centre says this merchant offers them. Pure, so the gating is tested
// without a browser.
import { AGENT_PAGES, CONTRACT_PAGES, DEFAULT_AGENT_PAGE, type AgentPage, type ContractKind } from '@orbit/contracts/agents';

const CONTRACT_PAGE_KINDS = new Map<AgentPage, ContractKind>(Object.entries(CONTRACT_PAGES).map(([kind, { page }]) => [page, kind as ContractKind]));

export function isAgentPage(value: string | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/** The contract kind a page lists, or null for the team and report pages. */
export function contractKindOf(page: AgentPage): ContractKind | null {
  return CONTRACT_PAGE_KINDS.get(page) ?? null;
}

/**
 * The menu in AGENT_PAGES order. `offered` is the server's page list (GET /wps/agent/centre); while it
 * loads (undefined) the contract pages stay out rather than flash in and vanish.
 */
export function agentMenu(offered: readonly AgentPage[] | undefined): AgentPage[] {
  return AGENT_PAGES.filter((page) => contractKindOf(page) === null || (offered?.includes(page) ?? false));
}

/**
 * What opening a page does: show it; wait for the centre (a contract page before the page list is known);
 * say it is not offered (its merchant switch is off); or go to the default page for a key that is not a page.
 */
export type AgentPageResolution = { kind: 'show'; page: AgentPage } | { kind: 'waiting' } | { kind: 'featureOff' } | { kind: 'unknown' };

export function resolveAgentPage(page: string | undefined, offered: readonly AgentPage[] | undefined): AgentPageResolution {
  if (page === undefined || page === '') return { kind: 'show', page: DEFAULT_AGENT_PAGE };
  if (!isAgentPage(page)) return { kind: 'unknown' };
  if (contractKindOf(page) === null) return { kind: 'show', page };
  if (offered === undefined) return { kind: 'waiting' };
  return offered.includes(page) ? { kind: 'show', page } : { kind: 'featureOff' };
}

/** Who may open the agent centre: agents (isAgent 1, 2, 41, 42); never a trial account (4). */
export type AgentCentreAccess = 'ok' | 'login' | 'trial' | 'notAgent';

export function agentCentreAccess(session: { loggedIn: boolean; isAgent: number | null }, agentTypes: readonly number[], trialType: number): AgentCentreAccess {
  if (!session.loggedIn) return 'login';
  if (session.isAgent === trialType) return 'trial';
  return session.isAgent !== null && agentTypes.includes(session.isAgent) ? 'ok' : 'notAgent';
}
