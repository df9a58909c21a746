// Promotions → Redeem codes (docs/promotions.md, Redeem codes): make codes for a claimable promotion and see each
// batch with its uses; a batch's codes download as CSV. Reading needs promotions.read, making promotions.write.
import { useTranslation } from 'react-i18next';
import { Download, TicketPercent } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { RedeemBatch } from '@orbit/contracts/redeem-codes';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePromotionsList } from '../../features/promotions/api.ts';
import { downloadBatch, useRedeemBatches } from '../../features/redeem-codes/api.ts';
import { BatchForm } from '../../features/redeem-codes/batch-form.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';

function BatchRow({ batch, timeZone }: { batch: RedeemBatch; timeZone: string }) {
  const { t } = useTranslation();
  const expired = new Date(batch.expiresAt).getTime() <= Date.now();
  const total = batch.codeCount * batch.maxUses;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5" data-testid="redeem-batch">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {batch.promotionTitle}
          <Badge tone={batch.kind === 'shared' ? 'info' : 'neutral'}>{t(`redeemCodes.kinds.${batch.kind}`)}</Badge>
          {expired ? <Badge tone="danger">{t('redeemCodes.expired')}</Badge> : null}
        </p>
        <p className="text-xs text-slate-500">
          {batch.code ? <span className="font-mono font-semibold text-slate-800">{batch.code}</span> : null}
          {batch.code ? ' · ' : ''}
          {t('redeemCodes.uses', { used: batch.used, total })} · {t('redeemCodes.expiresAt', { at: formatDateTime(batch.expiresAt, timeZone) })} ·{' '}
          {t('redeemCodes.by', { operator: batch.createdBy, at: formatDateTime(batch.createdAt, timeZone) })}
          {batch.note ? ` · ${batch.note}` : ''}
        </p>
      </div>
      <Button size="sm" icon={<Download className="size-3.5" aria-hidden />} onClick={() => void downloadBatch(batch)}>
        {t('redeemCodes.download')}
      </Button>
    </li>
  );
}

export function RedeemCodesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('promotions.write');
  const promotions = usePromotionsList();
  const batches = useRedeemBatches();
  const timeZone = useMerchantTimeZone();
  return (
    <div className="space-y-4">
      <PageHeader title={t('nav.redeemCodes')} description={t('redeemCodes.description')} />
      {canWrite && promotions.data ? <BatchForm promotions={promotions.data.items} /> : null}
      <Card>
        {batches.data && batches.data.items.length === 0 ? (
          <EmptyState icon={<TicketPercent className="size-6" />} title={t('redeemCodes.none')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(batches.data?.items ?? []).map((batch) => (
              <BatchRow key={batch.id} batch={batch} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
