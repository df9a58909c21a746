import { describe, expect, it } from 'vitest';
import { accountName, adjustmentPreview, houseName, isMainAccount } from './ledger.ts';

describe('ledger account names', () => {
  it('reads member accounts', () => {
    expect(accountName('member:42:main')).toEqual({ kind: 'main', detail: null });
    expect(accountName('member:42:hold')).toEqual({ kind: 'hold', detail: null });
    expect(accountName('member:42:vendor:HOUSE')).toEqual({ kind: 'vendor', detail: 'HOUSE' });
    expect(accountName('member:7:transit:PG')).toEqual({ kind: 'transit', detail: 'PG' });
  });

  it('reads house accounts without their shard', () => {
    expect(accountName('house:deposits#5')).toEqual({ kind: 'house', detail: 'deposits' });
    expect(accountName('house:bets:HOUSE#0')).toEqual({ kind: 'house', detail: 'bets:HOUSE' });
    expect(accountName('house:adjustments')).toEqual({ kind: 'house', detail: 'adjustments' });
  });

  it('names house accounts by their purpose and vendor', () => {
    expect(houseName('withdrawals')).toEqual({ key: 'withdrawals', vendor: '' });
    expect(houseName('bets:HOUSE')).toEqual({ key: 'bets', vendor: 'HOUSE' });
    expect(houseName('jackpot')).toEqual({ key: null, vendor: '' });
  });

  it('keeps an address it does not know as it is', () => {
    expect(accountName('agent:9:salary')).toEqual({ kind: 'other', detail: 'agent:9:salary' });
    expect(isMainAccount('member:42:main')).toBe(true);
    expect(isMainAccount('member:42:mainx')).toBe(false);
  });
});

describe('adjustment preview', () => {
  it('shows the main wallet after a credit or a debit', () => {
    expect(adjustmentPreview('100.00', 'credit', '50', 2)).toEqual({ ok: true, before: '100.00', after: '150.00' });
    expect(adjustmentPreview('100.00', 'debit', '100.00', 2)).toEqual({ ok: true, before: '100.00', after: '0.00' });
  });

  it('refuses a debit beyond the balance, and amounts that are not amounts', () => {
    expect(adjustmentPreview('100.00', 'debit', '100.01', 2)).toEqual({ ok: false, reason: 'insufficient', before: '100.00', after: '-0.01' });
    expect(adjustmentPreview('100.00', 'credit', '0.00', 2)).toMatchObject({ ok: false, reason: 'zero' });
    expect(adjustmentPreview('100.00', 'credit', '1.005', 2)).toMatchObject({ ok: false, reason: 'amount' });
    expect(adjustmentPreview('100.00', 'credit', '-5', 2)).toMatchObject({ ok: false, reason: 'amount' });
    expect(adjustmentPreview('100.00', 'credit', 'ten', 2)).toMatchObject({ ok: false, reason: 'amount' });
  });
});
