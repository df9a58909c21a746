import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { loginMethodKey, loginReasonKey } from '../../../lib/login-records.ts';
import { LOGINS_PAGE_SIZE, useMemberLogins } from '../api/list-member-logins.ts';
import { QueryFallback } from '../../../components/ui/query-fallback.tsx';

/** A recorded method or reason in the operator's language where the console knows it, else as the server wrote it. */
function useLoginWords() {
  const { t } = useTranslation();
  return {
    method: (method: string) => {
      const key = loginMethodKey(method);
      return key ? t(key) : method;
    },
    reason: (reason: string | null) => {
      const key = loginReasonKey(reason);
      return key ? t(key) : reason;
    },
  };
}

/** Every login attempt of the member, newest first, failures marked with their reason. */
export function MemberLoginsCard({ memberId, timeZone }: { memberId: number; timeZone: string }) {
  const { t } = useTranslation();
  const words = useLoginWords();
  const [page, setPage] = useState(1);
  const logins = useMemberLogins(memberId, page);
  const items = logins.data?.items ?? [];

  return (
    <Card>
      <CardHeader
        title={t('logins.title')}
        description={t('logins.text', { zone: timeZone })}
        icon={<History className="size-4" />}
        actions={logins.isFetching && !logins.isPending ? <Spinner className="size-4 text-slate-400" label={t('common.loading')} /> : null}
      />
      {logins.isPending || logins.isError ? (
        <QueryFallback query={logins} loadFailed={t('logins.loadFailed')} rows={3} rowClassName="h-10" />
      ) : items.length === 0 ? (
        <EmptyState icon={<History className="size-5" />} title={t('logins.emptyTitle')} description={t('logins.emptyText')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label={t('logins.title')}>
            {items.map((login, index) => (
              <li key={`${login.at}-${index}`} className={cn('flex flex-wrap items-start gap-x-4 gap-y-1 px-5 py-2.5', !login.success && 'bg-red-50/40')}>
                <span className="shrink-0 text-[13px] whitespace-nowrap text-slate-700 tabular">{formatDateTime(login.at, timeZone)}</span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-1.5">
                    {login.success ? (
                      <Badge tone="success" dot>
                        {t('logins.success')}
                      </Badge>
                    ) : (
                      <Badge tone="danger" dot>
                        {t('logins.failed')}
                      </Badge>
                    )}
                    <Badge tone="neutral">{words.method(login.method)}</Badge>
                  </div>
                  {!login.success ? <p className="mt-1 text-xs text-red-700">{words.reason(login.reason)}</p> : null}
                </div>
                <div className="w-full min-w-0 text-xs text-slate-500 sm:w-auto sm:max-w-72 sm:text-right">
                  <p className="font-mono">{login.ip ?? t('sessions.unknownIp')}</p>
                  {login.device ? (
                    <p className="truncate" title={login.device}>
                      {login.device}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={LOGINS_PAGE_SIZE} total={logins.data.total} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
