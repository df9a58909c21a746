import type { MemberInfo } from '@orbit/contracts/member';
import { clsx } from 'clsx';
import { Crown, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { securityLevel } from '../../model/security-level.ts';
import { useMemberCentre } from '../member-centre-context.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { NicknameEditor } from './nickname-editor.tsx';
import { RealNameForm } from './real-name-form.tsx';

function SecurityMeter({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const level = securityLevel(info);
  return (
    <div className="rounded-xl border border-border bg-background/60 p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          <ShieldCheck className="size-4 text-accent" aria-hidden />
          {t('member.security.level')}
        </span>
        <span className={clsx('font-semibold', level.rating === 'strong' ? 'text-success' : level.rating === 'fair' ? 'text-accent' : 'text-danger')}>
          {t(`member.security.rating.${level.rating}`)}
        </span>
      </div>
      <div
        className="mt-2 flex gap-1"
        role="meter"
        aria-label={t('member.security.level')}
        aria-valuemin={0}
        aria-valuemax={level.total}
        aria-valuenow={level.done}
      >
        {Array.from({ length: level.total }, (_, index) => (
          <span key={index} className={clsx('h-1.5 flex-1 rounded-full', index < level.done ? 'bg-accent' : 'bg-surface-raised')} />
        ))}
      </div>
      {level.next ? <p className="mt-2 text-xs text-text-muted">{t(`member.security.next.${level.next}`)}</p> : null}
    </div>
  );
}

export function ProfileCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const { timeZone } = useMemberCentre();
  return (
    <section
      id="profile"
      aria-label={t('member.profile.title')}
      className="rounded-2xl border border-border bg-gradient-to-br from-surface-raised/70 via-surface to-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-6 sm:flex-row">
        <AvatarEditor avatar={info.avatar} name={info.nickname || info.account} />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="space-y-1.5">
            <NicknameEditor nickname={info.nickname || info.account} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
              <span>
                {t('member.profile.account')}: <span className="font-medium text-text">{info.account}</span>
              </span>
              {info.clubLabel ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
                  <Crown className="size-3.5" aria-hidden />
                  {info.clubLabel.labelName}
                </span>
              ) : null}
            </div>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-xs text-text-muted sm:grid-cols-2">
              <div>
                <dt className="inline">{t('member.profile.memberSince')}: </dt>
                <dd className="inline text-text">{formatDateTime(info.createdAt, timeZone).slice(0, 10)}</dd>
              </div>
              {info.lastLoginAt ? (
                <div>
                  <dt className="inline">{t('member.profile.lastLogin')}: </dt>
                  <dd className="inline text-text">
                    {formatDateTime(info.lastLoginAt, timeZone)}
                    {info.lastLoginIp ? ` · ${info.lastLoginIp}` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <RealNameForm realName={info.realName} />
          <SecurityMeter info={info} />
        </div>
      </div>
    </section>
  );
}
