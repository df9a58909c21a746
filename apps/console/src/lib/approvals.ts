// The four-eyes rule as the queues show it: above the merchant's amount two different operators approve a
// deposit or withdrawal; the one who gave the first approval cannot give the second.
export interface Approvable {
  status: string;
  approvals: readonly { operator: string; at: string }[];
  approvalsNeeded: number;
  /** Who decided it (approved last, rejected or paid). */
  decidedBy?: string | null;
}

export interface ApprovalState {
  given: number;
  needed: number;
  /** The item needs two approvers. */
  fourEyes: boolean;
  /** This operator already approved it. */
  byMe: boolean;
  /** One approval is in and another operator's is still wanted. */
  awaitingSecond: boolean;
  /** This operator may approve it now. */
  canApprove: boolean;
}

/** The approval state of a pending item for the operator `me` (the approvals name operators by username). */
export function approvalState(item: Approvable, me: string): ApprovalState {
  const given = item.approvals.length;
  const needed = Math.max(1, item.approvalsNeeded);
  const byMe = item.approvals.some((approval) => approval.operator === me);
  const pending = item.status === 'pending';
  return {
    given,
    needed,
    fourEyes: needed > 1,
    byMe,
    awaitingSecond: pending && given > 0 && given < needed,
    canApprove: pending && !byMe && given < needed,
  };
}
