// Affiliate links (registerCenter): who registers through a link lands under the agent as a member or an
// agent with the link's rebates. Each link shows its address (to copy) and its QR code; deleting asks first.
import type { AffiliateLink } from '@orbit/contracts/agents';
import { Link2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { LazyQrCode } from '../../../../components/ui/lazy-qr-code.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useCreateAffiliateLink } from '../../api/create-affiliate-link.ts';
import { useDeleteAffiliateLink } from '../../api/delete-affiliate-link.ts';
import { useAffiliateLinks } from '../../api/get-affiliate-links.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { blamedCategory, rebateProblems, rebatesBody, type CategoryRate, type RebateDraft } from '../../model/rebates.ts';
import { ConfirmDialog } from '../parts/confirm-dialog.tsx';
import { useCopyTexts } from '../parts/copy-texts.ts';
import { Segmented } from '../parts/segmented.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { RatesLine } from '../parts/rates-line.tsx';
import { RebateFields } from '../parts/rebate-fields.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

const KINDS = ['member', 'agent'] as const;

function NewLinkForm({ own, onDone }: { own: readonly CategoryRate[]; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAffiliateLink();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('member');
  const [rebates, setRebates] = useState<RebateDraft>({});
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const problems = rebateProblems(rebates, own);
  const sent = rebatesBody(rebates, own);
  const blamedRate = create.isError ? blamedCategory(errorField(create.error), sent) : undefined;
  return (
    <form
      noValidate
      data-testid="link-form"
      className="mb-5 space-y-4 rounded-xl border border-border bg-background/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(problems).length > 0) return;
        create.mutate({ kind, rebates: sent, note: note.trim() || undefined }, { onSuccess: onDone });
      }}
    >
      <div>
        <p className="mb-1.5 text-sm font-medium">{t('agents.links.kind')}</p>
        <Segmented label={t('agents.links.kind')} options={KINDS} value={kind} onChange={setKind} text={(option) => t(`agents.kind.${option}`)} />
      </div>
      <RebateFields
        own={own}
        value={rebates}
        onChange={setRebates}
        problems={checked ? problems : {}}
        serverProblem={blamedRate ? { category: blamedRate, text: t(errorKey(create.error)) } : undefined}
        disabled={create.isPending}
      />
      <TextField label={t('agents.links.note')} value={note} maxLength={100} onChange={(event) => setNote(event.target.value)} data-testid="link-note" />
      {create.isError && !blamedRate ? <FormMessage kind="error">{t(errorKey(create.error))}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} data-testid="link-submit">
          {t('agents.links.create')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t('agents.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function LinkCard({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
  const { t } = useTranslation();
  const copyTexts = useCopyTexts();
  const formatTime = useFormatTime();
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-background/40 p-4 sm:flex-row" data-testid="affiliate-link">
      <LazyQrCode value={link.url} label={t('agents.links.qr', { code: link.code })} className="size-28 shrink-0 self-center sm:self-start" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">{t(`agents.kind.${link.kind}`)}</span>
          <span className="font-mono font-semibold" data-testid="link-code">
            {link.code}
          </span>
          {link.note ? <span className="truncate text-text-muted">· {link.note}</span> : null}
        </div>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1 text-xs" data-testid="link-url">
            {link.url}
          </code>
          <CopyButton value={link.url} texts={copyTexts(t('agents.links.url'))} bordered />
        </div>
        <RatesLine rates={link.rebates} />
        <p className="text-xs text-text-muted">
          {t('agents.links.registrations', { count: link.registrations })} · {formatTime(link.createdAt)}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('agents.links.delete')} className="self-end sm:self-start" data-testid="link-delete">
        <Trash2 className="size-4" aria-hidden />
        <span className="sm:sr-only">{t('agents.links.delete')}</span>
      </Button>
    </li>
  );
}

export function AffiliateLinks({ own }: { own: readonly CategoryRate[] }) {
  const { t } = useTranslation();
  const links = useAffiliateLinks();
  const remove = useDeleteAffiliateLink();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);
  return (
    <Panel
      id="affiliate-links"
      icon={Link2}
      title={t('agents.links.title')}
      subtitle={t('agents.links.subtitle')}
      action={
        adding ? undefined : (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} data-testid="link-new" className="max-sm:w-full">
            <Plus className="size-4" aria-hidden />
            {t('agents.links.new')}
          </Button>
        )
      }
    >
      {adding ? <NewLinkForm own={own} onDone={() => setAdding(false)} /> : null}
      {links.isPending ? <Skeleton rows={2} /> : null}
      {links.isError ? <LoadFailed error={links.error} onRetry={() => void links.refetch()} /> : null}
      {links.data && links.data.items.length === 0 ? (
        <EmptyList icon={Link2} title={t('agents.links.emptyTitle')}>
          {t('agents.links.emptyBody')}
        </EmptyList>
      ) : null}
      {links.data && links.data.items.length > 0 ? (
        <ul className="space-y-3">
          {links.data.items.map((link) => (
            <LinkCard key={link.id} link={link} onDelete={() => setDeleting(link)} />
          ))}
        </ul>
      ) : null}
      {remove.isError ? (
        <div className="mt-3">
          <FormMessage kind="error">{t(errorKey(remove.error))}</FormMessage>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agents.links.deleteTitle')}
        confirmLabel={t('agents.links.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {t('agents.links.deleteBody', { code: deleting?.code ?? '' })}
      </ConfirmDialog>
    </Panel>
  );
}
