// Agent applications (docs/support.md, "Join us"): pending first; with agents.write an operator approves (the
// agent account is created, its affiliate code shown) or rejects with a reason the applicant reads.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import {
  APPLICATION_STATUSES,
  approveApplicationEndpoint,
  listApplicationsEndpoint,
  rejectApplicationEndpoint,
  type AgentApplication,
  type ApplicationStatus,
} from '@orbit/contracts/support';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

function Application({ application, timeZone }: { application: AgentApplication; timeZone: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('agents.write');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const done = () => void queryClient.invalidateQueries({ queryKey: ['agent-applications'] });
  const approve = useMutation({ mutationFn: () => api.call(approveApplicationEndpoint, { params: { id: application.id } }), onSuccess: done });
  const reject = useMutation({ mutationFn: () => api.call(rejectApplicationEndpoint, { params: { id: application.id }, body: { reason } }), onSuccess: done });
  const failure = approve.error ?? reject.error;
  const contact = [application.mobile, application.email, application.otherContact].filter(Boolean).join(' · ');
  return (
    <li className="space-y-2 px-4 py-4 sm:px-5" data-testid="agent-application">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {application.username} · {application.name}
        </span>
        <span className="text-slate-500">
          {t(`support.applications.status.${application.status}`)} · {application.reference} · {formatDateTime(application.createdAt, timeZone)}
        </span>
      </div>
      <p className="text-sm text-slate-600">{contact}</p>
      {application.message ? <p className="text-sm break-words">{application.message}</p> : null}
      {application.rejectReason ? <p className="text-sm text-slate-500">{application.rejectReason}</p> : null}
      {approve.data ? <p className="text-sm text-emerald-700">{t('support.applications.approved', { code: approve.data.affiliateCode })}</p> : null}
      {canWrite && application.status === 'pending' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="primary" size="sm" loading={approve.isPending} onClick={() => approve.mutate()}>
            {t('support.applications.approve')}
          </Button>
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            placeholder={t('support.applications.reason')}
            aria-label={t('support.applications.reason')}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" loading={reject.isPending} disabled={reason.trim() === ''} onClick={() => reject.mutate()}>
            {t('support.applications.reject')}
          </Button>
        </div>
      ) : null}
      {failure ? <p className="text-sm text-red-600">{errorMessage(t, failure)}</p> : null}
    </li>
  );
}

export function ApplicationsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const [page, setPage] = useState(1);
  const query = { ...(status ? { status } : {}), page, pageSize: 20 };
  const list = useQuery({
    queryKey: ['agent-applications', query],
    queryFn: () => api.call(listApplicationsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title={t('nav.agentApplications')} description={t('support.applications.description')} />
      <Card>
        <ListToolbar>
          <StateFilter
            states={APPLICATION_STATUSES}
            value={status}
            onChange={(option) => (setStatus(option), setPage(1))}
            label={t('support.applications.statusFilter')}
            stateLabel={(option) => t(`support.applications.status.${option}`)}
          />
        </ListToolbar>
        {list.data && list.data.items.length === 0 ? (
          <EmptyState icon={<Handshake className="size-6" />} title={t('support.applications.none')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(list.data?.items ?? []).map((application) => (
              <Application key={application.id} application={application} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {list.data ? <Pager page={page} pageSize={20} total={list.data.total} onPage={setPage} /> : null}
      </Card>
    </div>
  );
}
