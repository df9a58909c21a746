// Console login (docs/conventions.md, Attempt limits; ADR 0009): the password, then the authenticator code
// (enrolled at the first login), each attempt claimed before it is checked and each failure counted per
// username and address; a passed login opens a server-side session. Split from operators.service.ts, which
// keeps the sessions and the operator management and hands `login` and `enrol` on unchanged.
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ApiError } from '@orbit/contracts/envelope';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { claimAttempt, releaseClaim } from '../../lib/attempt-claims.ts';
import type { OperatorsServiceDeps } from './operators.service.ts';
import * as repo from './operators.repo.ts';
import { me } from './operators.view.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/** Failed logins an hour for one username from one address: past it, that address is refused for the username. */
export const MAX_FAILURES_PER_ADDRESS = 100;
/**
 * Failed logins an hour for one username from all addresses: past it, attempts from addresses the
 * operator never signed in from are slowed to one every SLOW_GAP_MS, never refused outright (ADR 0009).
 */
export const USERNAME_CEILING = 100;
export const SLOW_GAP_MS = 30_000;
const ENROLMENT_MINUTES = 10;

/** The failures and claims of login attempts: what the limits count. */
function createLoginAttempts(deps: OperatorsServiceDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;

  /**
   * Writes a failed login and ends its claim in one transaction. The failure that takes the username to
   * the hourly ceiling tells the owners: an audit entry and a notice on the console's home page, once an
   * hour per username however many failures follow.
   */
  async function fail(merchantId: number, username: string, ip: string, claimId: number, code: 'invalid_credentials' | 'totp_invalid'): Promise<never> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Failures of one username are written one at a time, so the one that reaches the ceiling sees every
      // failure before it: without the lock, failures sent at once each count before the others commit and
      // none tells the owners.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`console-login-failures:${merchantId}:${username}`}))`);
      await repo.recordFailure(tx, merchantId, username, ip, now);
      await releaseClaim(tx, claimId);
      const counts = await repo.failureCounts(tx, merchantId, username, ip, new Date(now.getTime() - 3600_000));
      if (counts.username < USERNAME_CEILING) return;
      const detail = { failures: counts.username, ceiling: USERNAME_CEILING, lastIp: ip };
      const bucket = now.toISOString().slice(0, 13);
      if (!(await repo.insertNotice(tx, { merchantId, kind: 'login_ceiling', subject: username, bucket, detail, createdAt: now }))) return;
      await audit.record(tx, {
        merchantId,
        actor: { operatorId: null, operatorName: 'system', ip },
        action: 'operator.login.ceiling',
        target: username,
        detail,
      });
    });
    throw new ApiError(code, code === 'invalid_credentials' ? 'Account or password is wrong' : 'The authenticator code is wrong or already used', {
      field: code === 'totp_invalid' ? 'totpCode' : undefined,
    });
  }

  /**
   * Claims the attempt before the password and the code are checked (ADR 0009): the failures of the last
   * hour plus the attempts being checked right now. Past MAX_FAILURES_PER_ADDRESS from this address the
   * attempt is refused; past USERNAME_CEILING from everywhere, an address the operator never signed in
   * from waits SLOW_GAP_MS after the username's last attempt. A known address is never slowed.
   * @throws too_many_requests
   */
  async function claimLogin(merchantId: number, username: string, ip: string, knownAddress: boolean): Promise<number> {
    const now = clock.now();
    const since = new Date(now.getTime() - 3600_000);
    const { claimId } = await claimAttempt(database, { merchantId, scope: 'console-login', subject: username, ip }, now, async (tx, inFlight) => {
      const logged = await repo.failureCounts(tx, merchantId, username, ip, since);
      if (logged.fromIp + inFlight.subjectFromIp >= MAX_FAILURES_PER_ADDRESS)
        throw new ApiError('too_many_requests', 'Too many failed logins for this account from this address; try again later');
      if (knownAddress || logged.username + inFlight.subject < USERNAME_CEILING) return;
      const last = Math.max(logged.lastAt?.getTime() ?? 0, inFlight.lastAt?.getTime() ?? 0);
      if (now.getTime() - last < SLOW_GAP_MS) throw new ApiError('too_many_requests', 'Too many failed logins for this account; wait a minute and try again');
    });
    return claimId;
  }

  return { fail, claimLogin };
}

/** Logging in and enrolling the authenticator, each ending in a new session. */
export function createOperatorLogin(deps: OperatorsServiceDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;
  const { fail, claimLogin } = createLoginAttempts(deps);

  async function openSession(operator: repo.OperatorRow, merchant: { code: string; name: string }, context: { ip: string; device: string | null }) {
    const token = newToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + deps.sessionHours * 3600_000);
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        operatorId: operator.id,
        merchantId: operator.merchantId,
        ip: context.ip,
        device: context.device,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      });
      await repo.update(tx, operator.id, { lastLoginAt: now });
      await repo.rememberIp(tx, operator, context.ip, now);
      await audit.record(tx, {
        merchantId: operator.merchantId,
        actor: { operatorId: operator.id, operatorName: operator.username, ip: context.ip },
        action: 'operator.login',
        target: operator.username,
        detail: { device: context.device },
      });
    });
    return { state: 'ok' as const, token, expiresAt: expiresAt.toISOString(), operator: me({ ...operator, lastLoginAt: now }, merchant) };
  }
  /**
   * Password, then the authenticator: an operator without one is answered with an enrolment to finish.
   * @throws invalid_credentials, account_disabled, totp_required, totp_invalid, too_many_requests
   */
  async function login(
    merchant: { id: number; code: string; name: string },
    input: { username: string; password: string; totpCode?: string | undefined },
    context: { ip: string; device: string | null },
  ) {
    const row = await repo.findByUsername(db, merchant.id, input.username);
    const knownAddress = row ? await repo.isKnownIp(db, merchant.id, row.id, context.ip) : false;
    const claimId = await claimLogin(merchant.id, input.username, context.ip, knownAddress);
    try {
      return await checkLogin(merchant, row, input, context, claimId);
    } finally {
      // A failure already moved the claim to the failures in its own transaction; this ends the others.
      await db.transaction((tx) => releaseClaim(tx, claimId));
    }
  }

  async function checkLogin(
    merchant: { id: number; code: string; name: string },
    row: repo.OperatorRow | undefined,
    input: { username: string; password: string; totpCode?: string | undefined },
    context: { ip: string; device: string | null },
    claimId: number,
  ) {
    const now = clock.now();
    const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? dummyPasswordHash());
    if (!row || !passwordOk) return fail(merchant.id, input.username, context.ip, claimId, 'invalid_credentials');
    if (row.disabled) throw new ApiError('account_disabled', 'This operator account is disabled');

    if (row.totpSecret === null) {
      // The secret offered stays the same until it is confirmed, so an app that scanned it keeps working
      // if the first attempt times out; only the enrolment token is new each time.
      const secret = row.totpPendingSecret ?? newTotpSecret();
      const enrolmentToken = newToken();
      const expiresAt = new Date(now.getTime() + ENROLMENT_MINUTES * 60_000);
      await repo.update(db, row.id, { totpPendingSecret: secret, totpEnrolmentHash: hashToken(enrolmentToken), totpEnrolmentExpiresAt: expiresAt });
      const url = otpauthUrl(secret, `${row.username}@${merchant.code}`, `${merchant.name} console`);
      return {
        state: 'enrol' as const,
        enrolmentToken,
        secret,
        otpauthUrl: url,
        qrDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 240 }),
        expiresAt: expiresAt.toISOString(),
      };
    }
    if (!input.totpCode) throw new ApiError('totp_required', 'Enter the code from your authenticator app', { field: 'totpCode' });
    const step = matchTotp(row.totpSecret, input.totpCode, now);
    if (step === null || !(await repo.claimTotpStep(db, row.id, step))) return fail(merchant.id, input.username, context.ip, claimId, 'totp_invalid');
    return openSession(row, merchant, context);
  }

  /**
   * Confirms the authenticator offered at first login with its first code, then logs in.
   * @throws enrolment_expired, totp_invalid
   */
  async function enrol(
    merchant: { id: number; code: string; name: string },
    input: { enrolmentToken: string; totpCode: string },
    context: { ip: string; device: string | null },
  ) {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await repo.findByEnrolmentHash(tx, merchant.id, hashToken(input.enrolmentToken));
      if (!found || !found.totpPendingSecret || !found.totpEnrolmentExpiresAt || found.totpEnrolmentExpiresAt <= now || found.disabled)
        throw new ApiError('enrolment_expired', 'This enrolment has expired; log in again to start a new one');
      const step = matchTotp(found.totpPendingSecret, input.totpCode, now);
      if (step === null) return null;
      const claimed = await repo.claimTotpStep(tx, found.id, step, {
        totpSecret: found.totpPendingSecret,
        totpPendingSecret: null,
        totpEnrolmentHash: null,
        totpEnrolmentExpiresAt: null,
      });
      if (!claimed) return null;
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: found.id, operatorName: found.username, ip: context.ip },
        action: 'operator.totp.enrolled',
        target: found.username,
        detail: {},
      });
      return { ...found, totpSecret: found.totpPendingSecret };
    });
    if (!row) throw new ApiError('totp_invalid', 'The authenticator code is wrong or already used', { field: 'totpCode' });
    return openSession(row, merchant, context);
  }

  return { login, enrol };
}
