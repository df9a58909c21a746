import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUSES } from '@orbit/contracts/payments';
import { confirmationState, needsFollowUp, reasonValid, reconciliationVerdict, withdrawalActions } from './finance-status.ts';

describe('withdrawal follow-up and actions', () => {
  it('flags only the withdrawals the member did not receive in full', () => {
    expect(WITHDRAWAL_STATUSES.filter(needsFollowUp)).toEqual(['partially_received', 'not_received']);
  });

  it('offers approve, reject and mark paid at the right steps', () => {
    expect(withdrawalActions('pending', true)).toEqual({ approve: true, reject: true, markPaid: false });
    expect(withdrawalActions('pending', false)).toEqual({ approve: false, reject: true, markPaid: false });
    expect(withdrawalActions('approved', false)).toEqual({ approve: false, reject: true, markPaid: true });
    for (const status of ['paid', 'received', 'rejected', 'not_received'] as const) {
      expect(withdrawalActions(status, true)).toEqual({ approve: false, reject: false, markPaid: false });
    }
  });

  it('tells waiting from overdue confirmations', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(confirmationState({ status: 'paid', confirmBy: '2026-11-22T11:00:00Z' }, now)).toBe('waiting');
    expect(confirmationState({ status: 'paid', confirmBy: '2026-11-22T09:59:59Z' }, now)).toBe('overdue');
    expect(confirmationState({ status: 'approved', confirmBy: null }, now)).toBe('not_paid');
    expect(confirmationState({ status: 'partially_received', confirmBy: null }, now)).toBe('partially_received');
    expect(confirmationState({ status: 'rejected', confirmBy: null }, now)).toBe('none');
  });
});

describe('refusal reasons', () => {
  it('takes 2 to 300 characters once trimmed', () => {
    expect(reasonValid(' x ')).toBe(false);
    expect(reasonValid('no')).toBe(true);
    expect(reasonValid('a'.repeat(300))).toBe(true);
    expect(reasonValid('a'.repeat(301))).toBe(false);
  });
});

describe('reconciliation verdict', () => {
  it('says not run yet when no run checked an account, and balanced or failed otherwise', () => {
    expect(reconciliationVerdict(null)).toBe('not_run');
    expect(reconciliationVerdict({ ok: true, accountsChecked: 0 })).toBe('not_run');
    expect(reconciliationVerdict({ ok: true, accountsChecked: 12 })).toBe('balanced');
    expect(reconciliationVerdict({ ok: false, accountsChecked: 12 })).toBe('failed');
  });
});
