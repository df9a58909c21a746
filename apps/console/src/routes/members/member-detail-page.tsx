import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { MASKED_SECRET } from '@orbit/contracts/settings';
import { ArrowLeft, BookOpenText, KeyRound, Lock, LockOpen, RotateCw, UserRound, UserX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { MemberLedger } from '../../features/finance/components/member-ledger.tsx';
import { useMember } from '../../features/members/api/get-member.ts';
import { useResetMemberPassword } from '../../features/members/api/reset-member-password.ts';
import { useSetMemberStatus } from '../../features/members/api/set-member-status.ts';
import { LockMemberDialog } from '../../features/members/components/lock-member-dialog.tsx';
import { MemberStatusBadge, MemberTypeBadge } from '../../features/members/components/member-badges.tsx';
import { MemberLabelsCard } from '../../features/members/components/member-labels-card.tsx';
import { MemberLoginsCard } from '../../features/members/components/member-logins-card.tsx';
import { MemberProfileCard } from '../../features/members/components/member-profile-card.tsx';
import { MemberSessionsCard } from '../../features/members/components/member-sessions-card.tsx';
import { ResponsibleGamingCard } from '../../features/members/components/responsible-gaming-card.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { settingsQueryOptions } from '../../features/settings/api/get-settings.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorCodeOf, errorMessage } from '../../lib/errors.ts';

type Pending = 'unlock' | 'resetPassword' | null;

export function MemberDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('members.write');
  const canLedger = useCan('finance.read');
  const canAdjust = useCan('finance.adjust');
  const currency = useMerchantCurrency();
  const [searchParams] = useSearchParams();
  const tab = canLedger && searchParams.get('tab') === 'ledger' ? 'ledger' : 'profile';
  const member = useMember(id, { enabled: valid });
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';

  const back = (
    <Link to={`/members${listSearch}`} className="mb-3 inline-flex items-center gap-1 text-[13px] text-slate-500 hover:text-slate-900">
      <ArrowLeft aria-hidden className="size-3.5" />
      {t('memberDetail.back')}
    </Link>
  );

  if (!valid || (member.isError && errorCodeOf(member.error) === 'not_found')) {
    return (
      <div>
        {back}
        <EmptyState icon={<UserX className="size-5" />} title={t('memberDetail.notFoundTitle')} description={t('memberDetail.notFoundText')} />
      </div>
    );
  }
  if (member.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        {back}
        <Skeleton className="h-10 w-64" />
        <div className="grid gap-5 xl:grid-cols-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      </div>
    );
  }
  if (member.isError) {
    return (
      <div>
        {back}
        <EmptyState
          title={t('memberDetail.loadFailed')}
          description={errorMessage(t, member.error)}
          action={
            <Button icon={<RotateCw className="size-4" />} onClick={() => void member.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const data = member.data;
  return (
    <div>
      {back}
      <PageHeader
        title={<span className="font-mono">{data.username}</span>}
        description={data.nickname || undefined}
        meta={
          <>
            <MemberTypeBadge type={data.type} />
            <MemberStatusBadge status={data.status} />
          </>
        }
        actions={canWrite ? <MemberActions member={data} /> : null}
      />
      {canLedger ? (
        <TabLinks
          label={t('memberDetail.sections')}
          current={tab}
          tabs={[
            // The list's search travels with the tabs, so "Members" still returns to the same list.
            {
              key: 'profile',
              label: t('memberDetail.profileTab'),
              to: { search: '' },
              state: location.state,
              icon: <UserRound aria-hidden className="size-4" />,
            },
            {
              key: 'ledger',
              label: t('memberDetail.ledgerTab'),
              to: { search: '?tab=ledger' },
              state: location.state,
              icon: <BookOpenText aria-hidden className="size-4" />,
            },
          ]}
        />
      ) : null}
      {tab === 'ledger' ? (
        <MemberLedger memberId={data.id} username={data.username} currency={currency} timeZone={timeZone} canAdjust={canAdjust} />
      ) : (
        <div className="grid items-start gap-5 xl:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-5">
            <MemberProfileCard member={data} timeZone={timeZone} />
            <ResponsibleGamingCard member={data} timeZone={timeZone} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <MemberLabelsCard member={data} canWrite={canWrite} />
            <MemberSessionsCard memberId={data.id} username={data.username} timeZone={timeZone} canWrite={canWrite} />
            <MemberLoginsCard memberId={data.id} timeZone={timeZone} />
          </div>
        </div>
      )}
    </div>
  );
}

/** What an operator with members.write may do to the account: reset its password, lock or unlock it (each confirmed). */
function MemberActions({ member: data }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const canSettings = useCan('settings.read');
  const setStatus = useSetMemberStatus(data.id);
  const reset = useResetMemberPassword(data.id);
  // Only a role that may change the default password reads it; the others get the mask and a plain notice.
  const defaultPassword = useQuery({
    ...settingsQueryOptions(),
    enabled: canSettings,
    select: (value) => (value.accounts.defaultPassword === MASKED_SECRET ? null : value.accounts.defaultPassword),
  });
  const [locking, setLocking] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const locked = data.status === 'locked';

  const confirm = async () => {
    try {
      if (pending === 'unlock') {
        await setStatus.mutateAsync({ status: 'active' });
        toast.success(t('memberDetail.unlockedDone', { username: data.username }));
      } else if (pending === 'resetPassword') {
        await reset.mutateAsync();
        toast.success(t('memberDetail.resetDone', { username: data.username }));
      }
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button icon={<KeyRound className="size-4" />} onClick={() => setPending('resetPassword')}>
          {t('memberDetail.resetPassword')}
        </Button>
        {locked ? (
          <Button variant="primary" icon={<LockOpen className="size-4" />} onClick={() => setPending('unlock')}>
            {t('memberDetail.unlock')}
          </Button>
        ) : (
          <Button variant="danger" icon={<Lock className="size-4" />} onClick={() => setLocking(true)}>
            {t('memberDetail.lock')}
          </Button>
        )}
      </div>
      <LockMemberDialog member={data} open={locking} onOpenChange={setLocking} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(`memberDetail.${pending}Title`, { username: data.username }) : ''}
        description={
          pending === 'resetPassword' ? (
            <div className="flex flex-col gap-2">
              <p>{defaultPassword.data ? t('memberDetail.resetPasswordTextWith', { password: defaultPassword.data }) : t('memberDetail.resetPasswordText')}</p>
              <p>{t('memberDetail.resetPasswordEffects')}</p>
            </div>
          ) : pending === 'unlock' ? (
            t('memberDetail.unlockText', { username: data.username })
          ) : (
            ''
          )
        }
        confirmLabel={pending ? t(`memberDetail.${pending}Button`) : ''}
        tone={pending === 'unlock' ? 'primary' : 'danger'}
        busy={setStatus.isPending || reset.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
