import { useTranslation } from 'react-i18next';
import { IdCard, Phone, ShieldCheck } from 'lucide-react';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { formatDateTime } from '@orbit/contracts/format';
import { isAgentType } from '@orbit/contracts/member';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Fact, FactList, Missing } from './fact-list.tsx';
import { MemberStatusBadge, MemberTypeBadge } from './member-badges.tsx';

/** Who the member is, how to reach them, and how the account was opened and is protected. */
export function MemberProfileCard({ member, timeZone }: { member: MemberDetail; timeZone: string }) {
  const { t } = useTranslation();
  const none = <Missing>{t('members.notSet')}</Missing>;
  const contacts = Object.entries(member.contacts).filter(([, value]) => value.trim() !== '');

  return (
    <Card>
      <CardHeader title={t('memberDetail.profileTitle')} icon={<IdCard className="size-4" />} />
      <CardBody className="flex flex-col gap-5">
        <FactList>
          <Fact label={t('members.username')} mono>
            {member.username}
          </Fact>
          <Fact label={t('members.nickname')}>{member.nickname || none}</Fact>
          <Fact label={t('members.realName')}>{member.realName ?? none}</Fact>
          <Fact label={t('members.type')}>
            <MemberTypeBadge type={member.type} />
          </Fact>
          <Fact label={t('members.statusLabel')}>
            <MemberStatusBadge status={member.status} />
            {member.status === 'locked' && member.lockedReason ? (
              <p className="mt-1 text-xs text-red-700">{t('memberDetail.lockedBecause', { reason: member.lockedReason })}</p>
            ) : null}
          </Fact>
          <Fact label={t('members.upline')} mono>
            {member.upline ?? none}
          </Fact>
          {isAgentType(member.type) || member.affiliateCode ? (
            <Fact label={t('members.affiliateCode')} mono>
              {member.affiliateCode ?? none}
            </Fact>
          ) : null}
          <Fact label={t('members.createdAt')}>
            <span className="tabular">{formatDateTime(member.createdAt, timeZone)}</span>
          </Fact>
          <Fact label={t('members.lastLogin')}>
            {member.lastLoginAt ? (
              <span className="tabular">
                {formatDateTime(member.lastLoginAt, timeZone)}
                {member.lastLoginIp ? <span className="block font-mono text-xs text-slate-500">{member.lastLoginIp}</span> : null}
              </span>
            ) : (
              <Missing>{t('members.never')}</Missing>
            )}
          </Fact>
        </FactList>

        <section>
          <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Phone aria-hidden className="size-3.5" />
            {t('memberDetail.contactsTitle')}
          </h3>
          <FactList>
            <Fact label={t('members.mobile')} mono>
              {member.mobile ?? none}
            </Fact>
            <Fact label={t('members.email')}>{member.email ?? none}</Fact>
            {contacts.map(([key, value]) => (
              <Fact key={key} label={t(`registerFields.${key}`, { defaultValue: key })}>
                {value}
              </Fact>
            ))}
          </FactList>
        </section>

        <section>
          <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <ShieldCheck aria-hidden className="size-3.5" />
            {t('memberDetail.securityTitle')}
          </h3>
          <FactList>
            <Fact label={t('memberDetail.password')}>
              {member.mustChangePassword ? (
                <Badge tone="warning">{t('memberDetail.mustChange')}</Badge>
              ) : member.passwordChangedAt ? (
                <span className="tabular">{t('memberDetail.changedAt', { time: formatDateTime(member.passwordChangedAt, timeZone) })}</span>
              ) : (
                <Missing>{t('memberDetail.neverChanged')}</Missing>
              )}
            </Fact>
            <Fact label={t('memberDetail.totp')}>
              <Badge tone={member.totpEnabled ? 'success' : 'neutral'}>{member.totpEnabled ? t('memberDetail.on') : t('memberDetail.off')}</Badge>
            </Fact>
            <Fact label={t('memberDetail.paymentPassword')}>
              <Badge tone={member.hasPaymentPassword ? 'success' : 'neutral'}>
                {member.hasPaymentPassword ? t('memberDetail.set') : t('memberDetail.notSet')}
              </Badge>
            </Fact>
            <Fact label={t('memberDetail.social')}>
              {member.socialIdentities.length === 0 ? (
                <Missing>{t('memberDetail.noSocial')}</Missing>
              ) : (
                <ul className="flex flex-col gap-1">
                  {member.socialIdentities.map((identity) => (
                    <li key={identity.provider}>
                      <span className="font-medium capitalize">{identity.provider}</span>
                      {identity.email ? <span className="text-slate-600"> · {identity.email}</span> : null}
                      <span className="block text-xs text-slate-500 tabular">
                        {t('memberDetail.boundAt', { time: formatDateTime(identity.boundAt, timeZone) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
            <Fact label={t('memberDetail.registered')}>
              <span className="font-mono text-xs">{member.registerMethod}</span>
              {member.registerDomain ? <span className="text-slate-600"> · {member.registerDomain}</span> : null}
              {member.registerIp ? <span className="block font-mono text-xs text-slate-500">{member.registerIp}</span> : null}
            </Fact>
          </FactList>
        </section>
      </CardBody>
    </Card>
  );
}
