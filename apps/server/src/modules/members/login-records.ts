// Login history (the member's and the console's) and the audit trail of authentication events.
import type { Tx } from '../../db/client.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';

/** Members act in the audit trail under their own name, marked so they never pass for an operator. */
export function memberActor(username: string, ip: string | null): Actor {
  return { operatorId: null, operatorName: `member:${username}`, ip };
}

/** Writes a login attempt to the history and, as every authentication event, to the audit trail. */
export async function recordLogin(
  tx: Tx,
  audit: AuditSink,
  entry: {
    merchant: ResolvedMerchant;
    member: { id: number } | undefined;
    accountKey: string;
    method: string;
    success: boolean;
    reason: string | null;
    context: RequestContext;
    now: Date;
  },
) {
  await repo.recordLogin(tx, {
    merchantId: entry.merchant.id,
    memberId: entry.member?.id ?? null,
    accountKey: entry.accountKey,
    ip: entry.context.ip,
    device: entry.context.device,
    method: entry.method,
    success: entry.success,
    reason: entry.reason,
    at: entry.now,
  });
  await audit.record(tx, {
    merchantId: entry.merchant.id,
    actor: memberActor(entry.accountKey, entry.context.ip),
    action: entry.success ? 'member.login' : 'member.login.failed',
    target: entry.accountKey,
    detail: { method: entry.method, reason: entry.reason, device: entry.context.device },
  });
}
