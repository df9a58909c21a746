// Applications to join the agent programme (docs/support.md): a visitor applies with the username it wants
// and a way to reach it; an operator approves (the members module creates the agent account, with its
// affiliate code and a one-time password of its own, sent to the applicant alone and changed at first login) or
// rejects with a reason.
// The applicant is told by SMS and/or e-mail (the merchant's providers, else the console's outbox) and can
// read the decision with its reference at any time.
import { randomInt } from 'node:crypto';
import type { AgentApplication, ApplicationStatus, ApplicationStatusView } from '@orbit/contracts/support';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { oneTimePassword } from '../../lib/passwords.ts';
import { checkField } from '../members/field-rules.ts';
import type { MembersService } from '../members/members.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './applications.repo.ts';

// No 0/O or 1/I: a reference is read from a screen or a message and typed back.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 10;
/** The type of an agent the console creates at the top of the tree (members' agent types 1, 2, 41, 42). */
const TOP_AGENT_TYPE = 1;

export interface ApplicationsDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  members: Pick<MembersService, 'admin' | 'directory'>;
  messaging: Pick<MessagingService, 'sendSms' | 'sendEmail'>;
  log: { warn(object: object, message: string): void };
}

function toStatus(row: repo.ApplicationRow): ApplicationStatusView {
  return {
    reference: row.reference,
    username: row.username,
    status: row.status as ApplicationStatus,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toApplication(row: repo.ApplicationRow): AgentApplication {
  return {
    id: row.id,
    reference: row.reference,
    username: row.username,
    name: row.name,
    mobile: row.mobileNum ? `+${row.countryDialingCode?.replace(/^\+/, '') ?? ''} ${row.mobileNum}` : null,
    email: row.email,
    otherContact: row.otherContact,
    message: row.message,
    status: row.status as ApplicationStatus,
    rejectReason: row.rejectReason,
    memberId: row.memberId,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createApplicationsService(deps: ApplicationsDeps) {
  const { db } = deps.database;
  const { clock, audit } = deps;

  /**
   * A visitor's application. The username follows the merchant's username rule and must be free, both as an
   * account and among pending applications.
   * @throws validation_failed (field username), username_taken
   */
  async function apply(
    merchant: ResolvedMerchant,
    input: {
      username: string;
      name: string;
      countryDialingCode?: string | undefined;
      mobileNum?: string | undefined;
      email?: string | undefined;
      otherContact?: string | undefined;
      message: string;
    },
    ip: string,
  ): Promise<ApplicationStatusView> {
    const username = checkField('username', input.username, merchant.settings.registerRules.username, true) ?? '';
    if ((await deps.members.directory.byUsername(merchant.id, username)) || (await repo.pendingWithUsername(db, merchant.id, username)))
      throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
    for (;;) {
      const reference = Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          merchantId: merchant.id,
          reference,
          username,
          name: input.name,
          countryDialingCode: input.countryDialingCode?.replace(/^\+/, '') ?? null,
          mobileNum: input.mobileNum ?? null,
          email: input.email ?? null,
          otherContact: input.otherContact || null,
          message: input.message,
          ip,
          createdAt: clock.now(),
        });
        if (created)
          await audit.record(tx, {
            merchantId: merchant.id,
            actor: { operatorId: null, operatorName: 'visitor', ip },
            action: 'support.application.create',
            target: username,
            detail: { reference },
          });
        return created;
      });
      if (row) return toStatus(row);
      // Nothing inserted: a pending application took the username meanwhile, or (rarely) the reference clashed.
      if (await repo.pendingWithUsername(db, merchant.id, username))
        throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
    }
  }

  /** @throws not_found */
  async function status(merchant: ResolvedMerchant, reference: string): Promise<ApplicationStatusView> {
    const row = await repo.byReference(db, merchant.id, reference);
    if (!row) throw new ApiError('not_found', 'No application has this reference');
    return toStatus(row);
  }

  async function list(merchant: ResolvedMerchant, query: { status?: ApplicationStatus | undefined; page: number; pageSize: number }) {
    const { items, total } = await repo.page(db, merchant.id, query.status, query.page, query.pageSize);
    return { items: items.map(toApplication), total, page: query.page, pageSize: query.pageSize };
  }

  async function pending(merchant: ResolvedMerchant, id: number): Promise<repo.ApplicationRow> {
    const row = await repo.byId(db, merchant.id, id);
    if (!row) throw new ApiError('not_found', 'No such application');
    if (row.status !== 'pending') throw new ApiError('conflict', `This application was already ${row.status}`);
    return row;
  }

  /**
   * Creates the agent account (audited by the members module as member.create) and marks the application
   * approved (audited here). Should the account exist already, nothing is marked and the operator is told.
   * @throws not_found, conflict (already decided), username_taken
   */
  async function approve(merchant: ResolvedMerchant, id: number, actor: Actor) {
    const application = await pending(merchant, id);
    // A password of its own, sent only to the contacts the applicant gave: the merchant's default password is
    // known to every account made with it, and would let anyone who knows it log in first.
    const password = oneTimePassword();
    const account = await deps.members.admin.createAccount(
      merchant,
      { username: application.username, type: TOP_AGENT_TYPE, upline: null, affiliateCode: null },
      actor,
      password,
    );
    const row = await db.transaction(async (tx) => {
      const locked = await repo.byId(tx, merchant.id, id, true);
      // Decided by another operator between the check and here: the account stands, the first decision too.
      if (!locked || locked.status !== 'pending') throw new ApiError('conflict', 'This application was decided meanwhile');
      const decided = await repo.decide(tx, id, {
        status: 'approved',
        rejectReason: null,
        memberId: account.id,
        decidedBy: actor.operatorName,
        decidedAt: clock.now(),
      });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'support.application.approve',
        target: application.username,
        detail: { id, memberId: account.id },
      });
      return decided;
    });
    await tell(
      merchant,
      row,
      'approved',
      `Your agent application ${row.reference} was approved. Log in as ${row.username} with the one-time password ${password} and choose your own at first login.`,
    );
    return { application: toApplication(row), affiliateCode: account.affiliateCode ?? '' };
  }

  /** @throws not_found, conflict (already decided) */
  async function reject(merchant: ResolvedMerchant, id: number, reason: string, actor: Actor) {
    await pending(merchant, id);
    const row = await db.transaction(async (tx) => {
      const locked = await repo.byId(tx, merchant.id, id, true);
      if (!locked || locked.status !== 'pending') throw new ApiError('conflict', 'This application was decided meanwhile');
      const decided = await repo.decide(tx, id, {
        status: 'rejected',
        rejectReason: reason,
        memberId: null,
        decidedBy: actor.operatorName,
        decidedAt: clock.now(),
      });
      await audit.record(tx, { merchantId: merchant.id, actor, action: 'support.application.reject', target: locked.username, detail: { id, reason } });
      return decided;
    });
    await tell(merchant, row, 'rejected', `Your agent application ${row.reference} was not accepted: ${reason}`);
    return { application: toApplication(row) };
  }

  /** Tells the applicant by every contact it gave; a provider's refusal is logged, the decision stands. */
  async function tell(merchant: ResolvedMerchant, row: repo.ApplicationRow, outcome: string, text: string) {
    const purpose = `agent_application_${outcome}`;
    try {
      if (row.mobileNum && row.countryDialingCode)
        await deps.messaging.sendSms(merchant, { countryDialingCode: row.countryDialingCode, mobileNum: row.mobileNum, text, purpose });
      if (row.email) await deps.messaging.sendEmail(merchant, { to: row.email, subject: `${merchant.name}: agent application`, text, purpose });
    } catch (error) {
      deps.log.warn(
        { merchantId: merchant.id, application: row.id, error: error instanceof Error ? error.message : String(error) },
        'the applicant could not be told',
      );
    }
  }

  return { apply, status, list, approve, reject };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
