// The Agents screens name contract kinds, states, periods and actions from the contracts' lists: each must
// have its text in EN, MS and CN (the shared locale test checks the three files carry the same keys).
import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '@orbit/contracts/agents';
import { COMMISSION_GRAINS, RUN_ACTIONS, SETTLEMENT_RUN_STATUSES } from '@orbit/contracts/console-agents';
import { GAME_CATEGORIES } from '@orbit/contracts/games';
import en from '../../locales/en.json';
import { DIVIDEND_PERIODS } from './offer-form.ts';

type Tree = { [key: string]: string | Tree };
const has = (path: string) => {
  let node: string | Tree | undefined = en as Tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '';
};

describe('agents texts', () => {
  it('name every kind, state, period, category and action the screens show', () => {
    const wanted = [
      ...CONTRACT_KINDS.flatMap((kind) => [`agents.kinds.${kind}`, `agents.kindHints.${kind}`]),
      ...CONTRACT_KINDS.filter((kind) => kind !== 'realtime_salary').map((kind) => `agents.offer.tiersHint.${kind}`),
      ...CONTRACT_STATUSES.map((status) => `agents.contractStatuses.${status}`),
      ...['paid', 'nil', 'unpaid', 'held'].map((status) => `agents.settlementStatuses.${status}`),
      ...SETTLEMENT_RUN_STATUSES.map((status) => `agents.runStatuses.${status}`),
      ...['5m', 'hour', 'day', 'D', 'W', 'H', 'M'].map((period) => `agents.runPeriods.${period}`),
      ...DIVIDEND_PERIODS.map((period) => `agents.terms.periods.${period}`),
      ...['offered', 'accepted', 'rejected', 'withdrawn', 'termination_asked', 'terminated'].map((action) => `agents.events.${action}`),
      ...['agent', 'upline', 'operator', 'system'].map((actor) => `agents.actors.${actor}`),
      ...GAME_CATEGORIES.map((category) => `agents.categories.${category}`),
      ...RUN_ACTIONS.flatMap((action) => [
        `agents.runs.actions.${action}`,
        `agents.runs.confirm.${action}Title`,
        `agents.runs.confirm.${action}Text`,
        `agents.runs.done.${action}`,
      ]),
      ...COMMISSION_GRAINS.flatMap((grain) => [`agents.commissions.grains.${grain}`, `agents.commissions.periodOf.${grain}`]),
      ...['tree', 'runs', 'commissions', 'announcements'].map((tab) => `agents.tabs.${tab}`),
      ...['required', 'amount', 'rate', 'active', 'noGame', 'noTier', 'invalid'].map((problem) => `agents.offer.errors.${problem}`),
    ];
    expect(wanted.filter((key) => !has(key))).toEqual([]);
  });
});
