import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';

/** Previous and next page of a paged list, with where the agent is. */
export function Pager({
  page,
  total,
  pageSize,
  busy,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <div className="mt-3 flex items-center justify-between gap-2 text-sm">
      <span className="text-text-muted">{t('agents.common.page', { page, pages })}</span>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy} aria-label={t('agents.common.previous')}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || busy} aria-label={t('agents.common.next')}>
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
