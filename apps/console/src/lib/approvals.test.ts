import { describe, expect, it } from 'vitest';
import { approvalState } from './approvals.ts';

const at = '2026-11-22T06:00:00Z';

describe('approval state of the four-eyes rule', () => {
  it('lets any reviewer approve a small pending item at once', () => {
    expect(approvalState({ status: 'pending', approvals: [], approvalsNeeded: 1 }, 'alice')).toEqual({
      given: 0,
      needed: 1,
      fourEyes: false,
      byMe: false,
      awaitingSecond: false,
      canApprove: true,
    });
  });

  it('waits for a second approver after the first, and refuses the first approver a second time', () => {
    const item = { status: 'pending', approvals: [{ operator: 'alice', at }], approvalsNeeded: 2 };
    expect(approvalState(item, 'alice')).toMatchObject({ fourEyes: true, byMe: true, awaitingSecond: true, canApprove: false });
    expect(approvalState(item, 'bob')).toMatchObject({ byMe: false, awaitingSecond: true, canApprove: true });
  });

  it('offers no approval once an item is decided', () => {
    expect(
      approvalState(
        {
          status: 'approved',
          approvals: [
            { operator: 'alice', at },
            { operator: 'bob', at },
          ],
          approvalsNeeded: 2,
        },
        'carol',
      ),
    ).toMatchObject({
      given: 2,
      awaitingSecond: false,
      canApprove: false,
    });
    expect(approvalState({ status: 'rejected', approvals: [], approvalsNeeded: 1 }, 'carol').canApprove).toBe(false);
  });
});
