// The notices, nine a page with a pager: each shows its title and date and opens to its content. Opening one
// closes the others; changing page clears the selection. The content is HTML the server sanitised before
// storing it (docs/content.md), so it is shown as it comes.
import { useState } from 'react';
import { ChevronDown, Megaphone, Pin } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@orbit/contracts/announcements';
import { formatDateTime } from '@orbit/contracts/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotices } from '../api/notices.ts';

export function NoticeList({ timeZone, initialOpen }: { timeZone: string; initialOpen?: number | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(initialOpen ?? null);
  const notices = useNotices('player', page);

  if (notices.isPending) return <Spinner className="mx-auto my-8" />;
  if (notices.isError) return <p className="py-6 text-center text-sm text-danger">{t('notices.failed')}</p>;
  const { items, total, pageSize } = notices.data;
  if (items.length === 0)
    return (
      <EmptyState icon={Megaphone} title={t('pages.common.emptyTitle')}>
        {t('pages.noticePage.empty')}
      </EmptyState>
    );
  return (
    <div>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface" data-testid="notice-list">
        {items.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            timeZone={timeZone}
            open={open === notice.id}
            onToggle={() => setOpen(open === notice.id ? null : notice.id)}
          />
        ))}
      </ul>
      <Pager
        page={page}
        total={total}
        pageSize={pageSize}
        busy={notices.isFetching}
        texts="notices.pager"
        onPage={(next) => {
          setOpen(null);
          setPage(next);
        }}
      />
    </div>
  );
}

function NoticeItem({ notice, timeZone, open, onToggle }: { notice: Notice; timeZone: string; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const panelId = `notice-${notice.id}`;
  return (
    <li>
      <button
        type="button"
        className="flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-surface-raised"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {notice.pinned ? <Pin className="mt-0.5 size-4 shrink-0 text-accent" aria-label={t('notices.pinned')} /> : null}
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{notice.title}</span>
          <time className="block text-xs text-text-muted" dateTime={new Date(notice.date).toISOString()}>
            {formatDateTime(notice.date, timeZone)}
          </time>
        </span>
        <ChevronDown className={clsx('mt-0.5 size-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden />
      </button>
      {open ? <NoticeContent id={panelId} html={notice.content} /> : null}
    </li>
  );
}

/** Sanitised on the server before it was stored (ADR 0024): no script, handler or script URL can be in it. */
export function NoticeContent({ id, html }: { id?: string; html: string }) {
  return <div id={id} className="notice-content px-4 pb-4 text-sm leading-relaxed break-words text-text-muted" dangerouslySetInnerHTML={{ __html: html }} />;
}
