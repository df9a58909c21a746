// Which way forward a refusal offers: a member short of money is offered Deposit, and a free-play account
// (play money only) or anything only a real account may do is offered Register.
import { describe, expect, it } from 'vitest';
import { errorAction } from './error-with-action.tsx';

describe('errorAction', () => {
  it('offers Deposit to a member whose balance is too low', () => {
    expect(errorAction('insufficient_funds', false)).toBe('deposit');
  });

  it('offers Register to a free-play account, whose money cannot be topped up', () => {
    expect(errorAction('insufficient_funds', true)).toBe('register');
    expect(errorAction('in_need_true_account', true)).toBe('register');
    expect(errorAction('lottery_real_money_only', true)).toBe('register');
  });

  it('offers nothing for other errors', () => {
    expect(errorAction('vendor_unavailable', false)).toBeNull();
    expect(errorAction('internal_error', true)).toBeNull();
    expect(errorAction(null, false)).toBeNull();
  });
});
