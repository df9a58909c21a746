import { ApiError } from '@orbit/contracts/api-error';
import { requestId } from '@orbit/contracts/money';
import { describe, expect, it } from 'vitest';
import { createRequestIds, newRequestId, outcomeUnknown } from './request-id.ts';

describe('request ids', () => {
  it('are what the contract accepts, and differ each time', () => {
    const ids = Array.from({ length: 50 }, newRequestId);
    for (const id of ids) expect(requestId.safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it('stay the same while the same action is retried, and change for a new one', () => {
    let counter = 0;
    const ids = createRequestIds(() => `id-${++counter}-xxxx`);
    const first = ids.idFor('in:GAMEA:100');
    expect(ids.idFor('in:GAMEA:100')).toBe(first); // retried after a lost answer
    expect(ids.idFor('in:GAMEA:200')).not.toBe(first); // the member changed the amount: a new action
    const second = ids.idFor('in:GAMEA:200');
    ids.settle(); // answered: the next press is a new action even with the same inputs
    expect(ids.idFor('in:GAMEA:200')).not.toBe(second);
  });

  it('keep the key only when the answer may have moved money', () => {
    expect(outcomeUnknown(new ApiError('service_unavailable', 'network'))).toBe(true);
    expect(outcomeUnknown(new ApiError('internal_error', 'oops', { status: 500 }))).toBe(true);
    expect(outcomeUnknown(new ApiError('vendor_unavailable', 'down', { status: 503 }))).toBe(true);
    expect(outcomeUnknown(new TypeError('failed to fetch'))).toBe(true);
    expect(outcomeUnknown(new ApiError('insufficient_funds', 'no', { status: 422 }))).toBe(false);
    expect(outcomeUnknown(new ApiError('amount_invalid', 'bad', { status: 400 }))).toBe(false);
  });
});
