import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from './button.tsx';

/** The footer of a paged list: which rows are shown of how many, and the way to the pages around. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-2.5 text-xs text-slate-500">
      <span className="tabular">{t('pager.range', { from, to, total })}</span>
      <div className="flex items-center gap-1">
        <IconButton label={t('pager.previous')} icon={<ChevronLeft className="size-4" />} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span className="px-2 tabular">{t('pager.page', { page, pages })}</span>
        <IconButton label={t('pager.next')} icon={<ChevronRight className="size-4" />} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </div>
    </div>
  );
}
