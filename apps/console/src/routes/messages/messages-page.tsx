// Messages (docs/messages.md): the composer for operators who may send, and the sent log with delivered, read
// and deleted counts — the operators' messages, or the ones the platform wrote on payment events.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { SENT_PAGE_SIZE, useSentMessages } from '../../features/messages/api/list-sent.ts';
import type { SentOrigin } from '../../features/messages/api/query-keys.ts';
import { MessageComposer } from '../../features/messages/components/message-composer.tsx';
import { SentLog } from '../../features/messages/components/sent-log.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

export function MessagesPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const canSend = useCan('messages.send');
  const [params, setParams] = useSearchParams();
  const origin: SentOrigin = params.get('origin') === 'platform' ? 'platform' : 'operator';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sent = useSentMessages(origin, page);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('nav.messages')} description={t('messages.description')} />
      {canSend ? (
        <Card>
          <CardHeader title={t('messages.composer')} description={t('messages.composerText')} />
          <CardBody>
            <MessageComposer />
          </CardBody>
        </Card>
      ) : null}
      <Card>
        <CardHeader title={t('messages.sentLog')} description={t('messages.sentLogText', { zone: timeZone })} />
        <CardBody>
          <TabLinks
            label={t('messages.sentLog')}
            current={origin}
            tabs={[
              { key: 'operator', label: t('messages.origins.operator'), to: '?origin=operator' },
              { key: 'platform', label: t('messages.origins.platform'), to: '?origin=platform' },
            ]}
          />
          {sent.isPending ? (
            <Skeleton className="h-32" />
          ) : sent.isError ? (
            <EmptyState title={t('messages.loadFailed')} description={errorMessage(t, sent.error)} />
          ) : (
            <>
              <SentLog items={sent.data.items} timeZone={timeZone} />
              <Pager
                page={page}
                pageSize={SENT_PAGE_SIZE}
                total={sent.data.total}
                onPage={(next) => setParams({ origin, page: String(next) }, { replace: true })}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
