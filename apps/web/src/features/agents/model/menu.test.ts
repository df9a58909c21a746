import { AGENT_PAGES } from '@orbit/contracts/agents';
import { describe, expect, it } from 'vitest';
import { agentCentreAccess, agentMenu, contractKindOf, resolveAgentPage } from './menu.ts';

const TEAM_PAGES = AGENT_PAGES.slice(0, 8);

describe('agent menu', () => {
  it('shows the eight team and report pages in menu order and no contract page while the centre loads', () => {
    expect(agentMenu(undefined)).toEqual(TEAM_PAGES);
  });

  it('adds only the contract pages the server offers, still in menu order', () => {
    expect(agentMenu(['agentRealtimeSalary', 'agentDividendRecordCopy2', 'agentTeamOverview'])).toEqual([
      ...TEAM_PAGES,
      'agentDividendRecordCopy2',
      'agentRealtimeSalary',
    ]);
    expect(agentMenu([...AGENT_PAGES])).toEqual([...AGENT_PAGES]);
    expect(agentMenu([])).toEqual(TEAM_PAGES);
  });

  it('knows which contract kind each contract page lists', () => {
    expect(contractKindOf('agentDailyWages2')).toBe('daily_wage');
    expect(contractKindOf('agentHourSalary')).toBe('hourly_salary');
    expect(contractKindOf('registerCenter')).toBeNull();
  });
});

describe('opening a page', () => {
  it('opens the team overview when no page is named, and sends an unknown key to it', () => {
    expect(resolveAgentPage(undefined, undefined)).toEqual({ kind: 'show', page: 'agentTeamOverview' });
    expect(resolveAgentPage('securityCenter', [])).toEqual({ kind: 'unknown' });
  });

  it('waits for the page list before a contract page, then shows it or says it is off', () => {
    expect(resolveAgentPage('agentHourSalary', undefined)).toEqual({ kind: 'waiting' });
    expect(resolveAgentPage('agentHourSalary', ['agentHourSalary'])).toEqual({ kind: 'show', page: 'agentHourSalary' });
    expect(resolveAgentPage('agentHourSalary', ['agentDailyWages2'])).toEqual({ kind: 'featureOff' });
    expect(resolveAgentPage('registerCenter', undefined)).toEqual({ kind: 'show', page: 'registerCenter' });
  });
});

describe('who may enter', () => {
  const types = [1, 2, 41, 42];
  it('lets the agent types in and refuses members, trial accounts and visitors', () => {
    for (const isAgent of types) expect(agentCentreAccess({ loggedIn: true, isAgent }, types, 4)).toBe('ok');
    expect(agentCentreAccess({ loggedIn: true, isAgent: 0 }, types, 4)).toBe('notAgent');
    expect(agentCentreAccess({ loggedIn: true, isAgent: 3 }, types, 4)).toBe('notAgent');
    expect(agentCentreAccess({ loggedIn: true, isAgent: 4 }, types, 4)).toBe('trial');
    expect(agentCentreAccess({ loggedIn: false, isAgent: null }, types, 4)).toBe('login');
  });
});
