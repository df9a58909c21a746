// Applications to apply-only activities (docs/promotions.md): applying first; with promotions.write an
// operator approves (the bonus is granted, the amount defaulting to the promotion's) or rejects with a note
// the member reads. Each decision is audited.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsolePromotionApplication } from '@orbit/contracts/console-promotions';
import { APPLICATION_STATES, CONSOLE_APPLICATION_IMAGE_READ_PATH, type PromotionApplicationState } from '@orbit/contracts/promotions';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useDecideApplication, usePromotionApplications } from '../../features/promotions/api.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ProtectedImage } from '../support/protected-image.tsx';

function Application({ application, timeZone }: { application: ConsolePromotionApplication; timeZone: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('promotions.write');
  const currency = useMerchantCurrency();
  const decide = useDecideApplication();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate({
      id: application.id,
      body: decision === 'approve' ? { decision, amount: amount.trim() === '' ? null : amount.trim(), note } : { decision, note },
    });
  return (
    <li className="space-y-2 px-4 py-4 sm:px-5" data-testid="promotion-application">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {application.username} · {application.promotionTitle}
        </span>
        <span className="text-slate-500">
          {t(`promotions.applicationStates.${application.state}`)} · {formatDateTime(application.createdAt, timeZone)}
        </span>
      </div>
      <p className="text-sm break-words">{application.remark}</p>
      {application.imageIds.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {application.imageIds.map((id) => (
            <ProtectedImage key={id} path={CONSOLE_APPLICATION_IMAGE_READ_PATH.replace(':id', id)} />
          ))}
        </div>
      ) : null}
      {application.amount ? (
        <p className="text-sm text-emerald-700">{t('promotions.granted', { amount: `${currency.symbol} ${application.amount}` })}</p>
      ) : null}
      {application.reviewerNote ? <p className="text-sm text-slate-500">{application.reviewerNote}</p> : null}
      {canWrite && application.state === 'applying' ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            placeholder={t('promotions.amountDefault')}
            aria-label={t('promotions.amount')}
            className="h-8 w-36 rounded-md border border-slate-300 px-2 text-sm"
          />
          <input
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            placeholder={t('promotions.note')}
            aria-label={t('promotions.note')}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <Button variant="primary" size="sm" loading={decide.isPending && decide.variables.body.decision === 'approve'} onClick={() => send('approve')}>
            {t('promotions.approve')}
          </Button>
          <Button
            size="sm"
            loading={decide.isPending && decide.variables.body.decision === 'reject'}
            disabled={note.trim() === ''}
            onClick={() => send('reject')}
          >
            {t('promotions.reject')}
          </Button>
        </div>
      ) : null}
      {decide.error ? <p className="text-sm text-red-600">{errorMessage(t, decide.error)}</p> : null}
    </li>
  );
}

export function PromotionApplicationsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [state, setState] = useState<PromotionApplicationState | undefined>('applying');
  const [page, setPage] = useState(1);
  const list = usePromotionApplications(state, page);
  return (
    <div>
      <PageHeader title={t('nav.promotionApplications')} description={t('promotions.applicationsDescription')} />
      <Card>
        <ListToolbar>
          <StateFilter
            states={APPLICATION_STATES}
            value={state}
            onChange={(option) => (setState(option), setPage(1))}
            label={t('promotions.stateFilter')}
            stateLabel={(option) => t(`promotions.applicationStates.${option}`)}
          />
        </ListToolbar>
        {list.data && list.data.items.length === 0 ? (
          <EmptyState icon={<ClipboardCheck className="size-6" />} title={t('promotions.noApplications')} />
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
