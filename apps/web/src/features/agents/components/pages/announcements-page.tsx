// Announcements for agents (agentAnnouncement): pinned first, newest first, each body opened on demand.
import { ChevronDown, Megaphone, Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENTS_PAGE_SIZE, useAgentAnnouncements } from '../../api/get-announcements.ts';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

export function AnnouncementsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAgentAnnouncements(page);

  if (list.isPending) return <Skeleton rows={4} />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <EmptyList icon={Megaphone} title={t('agents.announcements.emptyTitle')}>
        {t('agents.announcements.emptyBody')}
      </EmptyList>
    );
  return (
    <div>
      <ul className="space-y-2" data-testid="agent-announcements">
        {list.data.items.map((item) => {
          const open = openId === item.id;
          return (
            <li key={item.id} className="rounded-xl border border-border bg-background/40">
              <button
                type="button"
                aria-expanded={open}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-start gap-3 px-4 py-3 text-start"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    {item.pinned ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
                        <Pin className="size-3" aria-hidden />
                        {t('agents.announcements.pinned')}
                      </span>
                    ) : null}
                    <span className="font-semibold">{item.title}</span>
                  </span>
                  <span className="mt-0.5 block text-xs text-text-muted">{formatTime(item.publishedAt)}</span>
                </span>
                <ChevronDown className={`mt-1 size-4 shrink-0 text-text-muted transition ${open ? 'rotate-180' : ''}`} aria-hidden />
              </button>
              {open ? <p className="border-t border-border px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-text-muted">{item.body}</p> : null}
            </li>
          );
        })}
      </ul>
      <Pager texts="agents.common" page={page} total={list.data.total} pageSize={ANNOUNCEMENTS_PAGE_SIZE} busy={list.isFetching} onPage={setPage} />
    </div>
  );
}
