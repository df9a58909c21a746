import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Megaphone, Pencil, Pin, Plus, Trash2 } from 'lucide-react';
import { ANNOUNCEMENT_GROUPS, type Announcement } from '@orbit/contracts/announcements';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Checkbox, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { filterAnnouncements, NO_FILTERS, scheduleState, type AnnouncementFilters } from '../../features/content/announcement-filters.ts';
import { useDeleteSiteAnnouncement, useSiteAnnouncements } from '../../features/content/api/announcements.ts';
import { AnnouncementDialog } from '../../features/content/components/announcement-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTextInConsoleLanguage } from '../../lib/language-texts.ts';

const STATE_TONES: Record<ReturnType<typeof scheduleState>, BadgeTone> = { showing: 'success', scheduled: 'info', ended: 'neutral', off: 'warning' };

/** The announcements of the member site (marquee, notices, popups, promotions): list, filter, write, remove. */
export function SiteAnnouncementsPage() {
  const { t } = useTranslation();
  const textOf = useTextInConsoleLanguage();
  const toast = useToast();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('content.write');
  const list = useSiteAnnouncements();
  const remove = useDeleteSiteAnnouncement();
  const [filters, setFilters] = useState<AnnouncementFilters>(NO_FILTERS);
  // null: closed; 'new': a new one; otherwise the one being changed.
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const now = Date.now();
  const shown = list.data ? filterAnnouncements(list.data.items, filters, now) : [];
  const when = (iso: string | null, empty: string) => (iso ? formatDateTime(iso, timeZone) : empty);

  return (
    <div>
      <PageHeader
        title={t('nav.announcements')}
        description={t('content.announcements.description')}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<Plus className="size-4" />} onClick={() => setEditing('new')}>
              {t('content.announcements.new')}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3" role="group" aria-label={t('content.announcements.filters')}>
        <Select
          compact
          className="w-44"
          aria-label={t('content.announcements.group')}
          value={filters.group}
          onChange={(event) => setFilters({ ...filters, group: event.target.value as AnnouncementFilters['group'] })}
        >
          <option value="all">{t('content.announcements.allGroups')}</option>
          {ANNOUNCEMENT_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`content.groups.${group}`)}
            </option>
          ))}
        </Select>
        <Select
          compact
          className="w-40"
          aria-label={t('content.announcements.enabled')}
          value={filters.enabled}
          onChange={(event) => setFilters({ ...filters, enabled: event.target.value as AnnouncementFilters['enabled'] })}
        >
          <option value="all">{t('content.announcements.onAndOff')}</option>
          <option value="on">{t('content.announcements.onlyOn')}</option>
          <option value="off">{t('content.announcements.onlyOff')}</option>
        </Select>
        <label className="flex items-center gap-2 text-[13px] text-slate-700">
          <Checkbox checked={filters.showingNow} onChange={(event) => setFilters({ ...filters, showingNow: event.target.checked })} />
          {t('content.announcements.showingNow')}
        </label>
      </div>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <EmptyState title={t('content.loadFailed')} description={errorMessage(t, list.error)} />
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Megaphone className="size-5" />}
            title={t('content.announcements.none')}
            description={list.data.items.length === 0 ? t('content.announcements.noneText') : t('content.announcements.noneFiltered')}
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="site-announcements">
          {shown.map((item) => {
            const state = scheduleState(item, now);
            return (
              <li key={item.id}>
                <Card>
                  <article className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                    <div className="min-w-0 flex-1">
                      <h2 className="text-sm font-semibold break-words text-slate-900">
                        {item.pinned ? (
                          <Pin aria-label={t('content.announcements.pinned')} className="me-1.5 inline size-3.5 align-[-2px] text-accent-600" />
                        ) : null}
                        {textOf(item.title)}
                      </h2>
                      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                        <Badge tone={STATE_TONES[state]} dot>
                          {t(`content.states.${state}`)}
                        </Badge>
                        <Badge tone="accent">{t(`content.groups.${item.group}`)}</Badge>
                        <Badge>{t(`content.types.${item.type}`)}</Badge>
                        <Badge>{t(`content.audiences.${item.audience}`)}</Badge>
                        {(['MS', 'CN'] as const).map((code) => (item.title[code] ? <Badge key={code}>{code}</Badge> : null))}
                      </div>
                      <p className="mt-1.5 text-xs text-slate-500">
                        {t('content.announcements.schedule', {
                          from: when(item.startsAt, t('content.announcements.fromCreation')),
                          to: when(item.endsAt, t('content.announcements.noEnd')),
                          order: item.sortOrder,
                        })}
                      </p>
                    </div>
                    {canWrite ? (
                      <div className="flex shrink-0 gap-1">
                        <IconButton label={t('content.announcements.edit', { title: textOf(item.title) })} onClick={() => setEditing(item)}>
                          <Pencil className="size-4" />
                        </IconButton>
                        <IconButton label={t('content.announcements.delete', { title: textOf(item.title) })} onClick={() => setDeleting(item)}>
                          <Trash2 className="size-4" />
                        </IconButton>
                      </div>
                    ) : null}
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null ? (
        <AnnouncementDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('content.announcements.deleteTitle')}
        description={t('content.announcements.deleteText', { title: deleting ? textOf(deleting.title) : '' })}
        confirmLabel={t('content.announcements.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('content.announcements.deleted'));
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          });
        }}
      />
    </div>
  );
}
