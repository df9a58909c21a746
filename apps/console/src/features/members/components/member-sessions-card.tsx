import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useEndMemberSessions } from '../api/end-member-sessions.ts';
import { useMemberSessions } from '../api/list-member-sessions.ts';

/** Where the member is logged in now; with members.write each session (or all) can be ended. */
export function MemberSessionsCard({ memberId, username, timeZone, canWrite }: { memberId: number; username: string; timeZone: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const sessions = useMemberSessions(memberId);
  const end = useEndMemberSessions(memberId);
  const [confirmAll, setConfirmAll] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const list = sessions.data ?? [];

  const endSessions = async (sessionId?: string) => {
    setEnding(sessionId ?? 'all');
    try {
      const { ended } = await end.mutateAsync(sessionId);
      toast.success(t('sessions.ended', { count: ended, username }));
      setConfirmAll(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('sessions.title')}
        description={t('sessions.text')}
        icon={<MonitorSmartphone className="size-4" />}
        actions={
          canWrite && list.length > 0 ? (
            <Button size="sm" variant="danger" icon={<LogOut className="size-4" />} onClick={() => setConfirmAll(true)}>
              {t('sessions.endAll')}
            </Button>
          ) : null
        }
      />
      {sessions.isPending ? (
        <div className="flex flex-col gap-2 p-5">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <EmptyState
          title={t('sessions.loadFailed')}
          description={errorMessage(t, sessions.error)}
          action={
            <Button icon={<RotateCw className="size-4" />} onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<MonitorSmartphone className="size-5" />} title={t('sessions.emptyTitle')} description={t('sessions.emptyText')} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('sessions.title')}>
          {list.map((session) => (
            <li key={session.id} className="px-5 py-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[13px] font-medium text-slate-900" title={session.device ?? undefined}>
                    {session.device || t('sessions.unknownDevice')}
                  </p>
                  <p className="mt-0.5 font-mono text-xs text-slate-500">{session.ip ?? t('sessions.unknownIp')}</p>
                </div>
                {canWrite ? (
                  <Button size="sm" loading={ending === session.id} disabled={ending !== null} onClick={() => void endSessions(session.id)}>
                    {t('sessions.end')}
                  </Button>
                ) : null}
              </div>
              <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-0.5 text-xs text-slate-600 tabular">
                {(
                  [
                    ['sessions.started', session.createdAt],
                    ['sessions.lastSeen', session.lastSeenAt],
                    ['sessions.expires', session.expiresAt],
                  ] as const
                ).map(([label, at]) => (
                  <div key={label} className="whitespace-nowrap">
                    <dt className="inline text-slate-400">{t(label)} </dt>
                    <dd className="inline">{formatDateTime(at, timeZone)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('sessions.endAllTitle', { username })}
        description={t('sessions.endAllText', { count: list.length, username })}
        confirmLabel={t('sessions.endAll')}
        tone="danger"
        busy={ending === 'all'}
        onConfirm={() => void endSessions()}
      />
    </Card>
  );
}
