import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { pageItems } from './page-items.ts';

/** Where a pager's texts live (`.page`, `.previous`, `.next`): each feature brings its own, so the site's first load carries none. */
export type PagerTexts = 'wallet.pager' | 'agents.common' | 'notices.pager' | 'messages.pager' | 'betslip.pager';

/** Previous and next page of a paged list, the page numbers around the current one and at the ends, and where the reader is. */
export function Pager({
  page,
  total,
  pageSize,
  busy,
  onPage,
  texts,
}: {
  page: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
  texts: PagerTexts;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <div className="mt-3 flex items-center justify-between gap-2 text-sm max-sm:justify-center">
      {/* On a phone the numbers say where the reader is; the sentence is left to screen readers. */}
      <span className="text-text-muted max-sm:sr-only">{t(`${texts}.page`, { page, pages })}</span>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy} aria-label={t(`${texts}.previous`)}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="px-1 text-text-muted" aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={item}
              variant={item === page ? 'primary' : 'ghost'}
              size="sm"
              className="min-w-8 px-2 tabular-nums"
              onClick={() => item !== page && onPage(item)}
              disabled={busy}
              aria-current={item === page ? 'page' : undefined}
            >
              {item}
            </Button>
          ),
        )}
        <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || busy} aria-label={t(`${texts}.next`)}>
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
