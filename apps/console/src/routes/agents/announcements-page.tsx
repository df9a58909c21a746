import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Megaphone, Pencil, Pin, Plus, Trash2 } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleAnnouncement } from '@orbit/contracts/console-agents';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements, useDeleteAnnouncement } from '../../features/agents/api/announcements.ts';
import { AgentsTabs } from '../../features/agents/components/agents-tabs.tsx';
import { AnnouncementDialog } from '../../features/agents/components/announcement-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

/** The announcements agents read in their centre: posted, edited and deleted here (each audited). */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('agents.write');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAnnouncements(page);
  const remove = useDeleteAnnouncement();
  // null: closed; 'new': a new one; otherwise the one being edited.
  const [editing, setEditing] = useState<ConsoleAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleAnnouncement | null>(null);
  const now = Date.now();

  return (
    <div>
      <PageHeader
        title={t('nav.agents')}
        description={t('agents.announcements.description')}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<Plus className="size-4" />} onClick={() => setEditing('new')}>
              {t('agents.announcements.new')}
            </Button>
          ) : null
        }
      />
      <AgentsTabs current="announcements" />
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, list.error)} />
      ) : list.data.total === 0 ? (
        <Card>
          <EmptyState icon={<Megaphone className="size-5" />} title={t('agents.announcements.none')} description={t('agents.announcements.noneText')} />
        </Card>
      ) : (
        <div className="flex flex-col gap-3" data-testid="agent-announcements">
          {list.data.items.map((item) => {
            const scheduled = Date.parse(item.publishedAt) > now;
            return (
              <Card key={item.id}>
                <article className="px-4 py-3 sm:px-5">
                  <header className="flex items-start justify-between gap-2">
                    <div className="min-w-0 flex-1">
                      <h2 className="text-sm font-semibold break-words text-slate-900">
                        {item.pinned ? (
                          <Pin aria-label={t('agents.announcements.pinned')} className="me-1.5 inline size-3.5 align-[-2px] text-accent-600" />
                        ) : null}
                        {item.title}
                        {scheduled ? (
                          <Badge tone="info" className="ms-2 align-middle">
                            {t('agents.announcements.scheduled')}
                          </Badge>
                        ) : null}
                      </h2>
                      <p className="mt-0.5 text-xs text-slate-500">
                        {t('agents.announcements.meta', { at: formatDateTime(item.publishedAt, timeZone), by: item.createdBy ?? '—' })}
                      </p>
                    </div>
                    {canWrite ? (
                      <div className="flex shrink-0 gap-1">
                        <IconButton label={t('agents.announcements.edit', { title: item.title })} onClick={() => setEditing(item)}>
                          <Pencil className="size-4" />
                        </IconButton>
                        <IconButton label={t('agents.announcements.delete', { title: item.title })} onClick={() => setDeleting(item)}>
                          <Trash2 className="size-4" />
                        </IconButton>
                      </div>
                    ) : null}
                  </header>
                  <p className="mt-2 text-[13px] break-words whitespace-pre-wrap text-slate-700">{item.body}</p>
                </article>
              </Card>
            );
          })}
          <Pager
            page={page}
            pageSize={ANNOUNCEMENTS_PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => setParams({ page: String(next) }, { replace: true })}
          />
        </div>
      )}
      {editing !== null ? (
        <AnnouncementDialog key={editing === 'new' ? 'new' : editing.id} open onClose={() => setEditing(null)} editing={editing === 'new' ? null : editing} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('agents.announcements.deleteTitle')}
        description={t('agents.announcements.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('agents.announcements.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('agents.announcements.deleted'));
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          });
        }}
      />
    </div>
  );
}
