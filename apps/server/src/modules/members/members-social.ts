// The members' side of social sign-in (the port the social sign-in module uses, SocialAccountsPort): checking a
// member's password to bind a provider account, creating a member from a provider account (with the affiliate
// link's upline), and opening the session of a member who signed in with a provider. Split from
// members.service.ts, which hands in its registration and login.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuditSink } from '../site/site.service.ts';
import { checkField } from './field-rules.ts';
import type { createLogin } from './login.ts';
import { recordLogin } from './login-records.ts';
import type { SocialAccountsPort } from './members.types.ts';
import * as repo from './members.repo.ts';
import type { createRegistration } from './register.ts';

export function createSocialAccounts(shared: {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  registration: Pick<ReturnType<typeof createRegistration>, 'findAffiliate' | 'afterRegistration'>;
  login: Pick<ReturnType<typeof createLogin>, 'openSession'>;
}): SocialAccountsPort {
  const { database, clock, audit, registration, login } = shared;
  const db = database.db;

  const socialAccounts: SocialAccountsPort = {
    async verifyCredentials(merchant, username, password, context) {
      const member = await repo.findByUsername(db, merchant.id, username);
      const ok = member?.passwordHash ? await verifyPassword(password, member.passwordHash) : false;
      if (!member || !ok) {
        await db.transaction((tx) =>
          recordLogin(tx, audit, {
            merchant,
            member,
            accountKey: repo.usernameKey(username),
            method: 'bind',
            success: false,
            reason: 'wrong password',
            context,
            now: clock.now(),
          }),
        );
        throw new ApiError('invalid_credentials', 'Account or password is wrong');
      }
      if (member.status !== 'active') throw new ApiError('account_locked', 'This account is locked, please contact customer service');
      return { id: member.id, username: member.username };
    },
    async createSocialMember(merchant, input, context) {
      const rules = merchant.settings.registerRules;
      const username = checkField('username', input.username, rules.username, true) ?? '';
      const affiliate = input.affiliateCode?.trim() ? await registration.findAffiliate(merchant, input.affiliateCode) : undefined;
      const upline = affiliate?.agent;
      const now = clock.now();
      // The provider's address is kept only if no other member of this merchant uses it.
      const email = input.email && !(await repo.findByEmail(db, merchant.id, input.email)) ? input.email : null;
      return db.transaction(async (tx) => {
        const member = await repo.insert(tx, {
          merchantId: merchant.id,
          username,
          usernameKey: repo.usernameKey(username),
          nickname: input.realName?.slice(0, 20) || username,
          type: affiliate?.link?.memberType ?? 0,
          uplineId: upline?.id ?? null,
          email,
          registerIp: context.ip,
          registerMethod: input.method.toUpperCase(),
          createdAt: now,
        });
        if (!member) throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
        await registration.afterRegistration(tx, merchant, { affiliate, referrer: undefined }, member.id, context, now);
        await audit.record(tx, {
          merchantId: merchant.id,
          actor: { operatorId: null, operatorName: `member:${member.username}`, ip: context.ip },
          action: 'member.register',
          target: member.username,
          detail: { mode: input.method, upline: upline?.username ?? null },
        });
        return { id: member.id, username: member.username };
      });
    },
    async openSession(merchant, memberId, method, context) {
      const member = await repo.findById(db, merchant.id, memberId);
      if (!member) throw new ApiError('not_found', 'No such account');
      if (member.status !== 'active') throw new ApiError('account_locked', 'This account is locked, please contact customer service');
      return login.openSession(merchant, member, method, context);
    },
  };

  return socialAccounts;
}
