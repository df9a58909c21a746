// Feedback tickets (docs/support.md, "Feedback"): the members' feedback by status, its images, the replies;
// an operator with feedback.write answers, closes and reopens.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareWarning } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import {
  FEEDBACK_STATUSES,
  listFeedbackEndpoint,
  replyFeedbackEndpoint,
  setFeedbackStatusEndpoint,
  type ConsoleFeedbackTicket,
  type FeedbackStatus,
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
import { ProtectedImage } from './protected-image.tsx';

function Ticket({ ticket, timeZone }: { ticket: ConsoleFeedbackTicket; timeZone: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('feedback.write');
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const done = () => void queryClient.invalidateQueries({ queryKey: ['feedback'] });
  const answer = useMutation({
    mutationFn: () => api.call(replyFeedbackEndpoint, { params: { id: ticket.id }, body: { body: reply } }),
    onSuccess: () => (setReply(''), done()),
  });
  const status = useMutation({
    mutationFn: (next: FeedbackStatus) => api.call(setFeedbackStatusEndpoint, { params: { id: ticket.id }, body: { status: next } }),
    onSuccess: done,
  });
  const failure = answer.error ?? status.error;
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5" data-testid="feedback-ticket">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {ticket.username} · {t(`support.feedback.categories.${ticket.category}`)}
        </span>
        <span className="text-slate-500">
          {t(`support.feedback.status.${ticket.status}`)} · {formatDateTime(ticket.createdAt, timeZone)}
        </span>
      </div>
      <p className="text-sm break-words">{ticket.content}</p>
      {ticket.imageIds.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {ticket.imageIds.map((id) => (
            <ProtectedImage key={id} path={`/cms/feedback/images/${id}`} />
          ))}
        </div>
      ) : null}
      {ticket.replies.map((item) => (
        <div key={item.id} className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="mb-1 text-xs text-slate-500">
            {item.operatorName} · {formatDateTime(item.createdAt, timeZone)}
          </p>
          <p className="break-words">{item.body}</p>
        </div>
      ))}
      {canWrite ? (
        <div className="space-y-2">
          {ticket.status !== 'closed' ? (
            <textarea
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              maxLength={1000}
              rows={2}
              aria-label={t('support.feedback.reply')}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {ticket.status !== 'closed' ? (
              <Button variant="primary" size="sm" loading={answer.isPending} disabled={reply.trim() === ''} onClick={() => answer.mutate()}>
                {t('support.feedback.send')}
              </Button>
            ) : null}
            <Button size="sm" loading={status.isPending} onClick={() => status.mutate(ticket.status === 'closed' ? 'open' : 'closed')}>
              {ticket.status === 'closed' ? t('support.feedback.reopen') : t('support.feedback.close')}
            </Button>
          </div>
          {failure ? <p className="text-sm text-red-600">{errorMessage(t, failure)}</p> : null}
        </div>
      ) : null}
    </li>
  );
}

export function FeedbackPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [status, setStatus] = useState<FeedbackStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const query = { ...(status ? { status } : {}), page, pageSize: 20 };
  const list = useQuery({ queryKey: ['feedback', query], queryFn: () => api.call(listFeedbackEndpoint, { query }), placeholderData: keepPreviousData });
  return (
    <div>
      <PageHeader title={t('nav.feedback')} description={t('support.feedback.description')} />
      <Card>
        <ListToolbar>
          <StateFilter
            states={FEEDBACK_STATUSES}
            value={status}
            onChange={(option) => (setStatus(option), setPage(1))}
            label={t('support.feedback.statusFilter')}
            stateLabel={(option) => t(`support.feedback.status.${option}`)}
          />
        </ListToolbar>
        {list.data && list.data.items.length === 0 ? (
          <EmptyState icon={<MessageSquareWarning className="size-6" />} title={t('support.feedback.none')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(list.data?.items ?? []).map((ticket) => (
              <Ticket key={ticket.id} ticket={ticket} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {list.data ? <Pager page={page} pageSize={20} total={list.data.total} onPage={setPage} /> : null}
      </Card>
    </div>
  );
}
