// The promotion detail page's content, loaded with its texts as one chunk (so the site's first load lists none
// of its files): the way back to the list, the promotion by id, a spinner while it comes, and the page's "not
// found" when it does not.
import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePromotion } from '../api.ts';
import { PromoDetailView } from './promo-detail.tsx';
import type { SiteMoney } from './promo-terms.tsx';

interface Props {
  id: number | null;
  site: SiteMoney;
  notFound: () => ReactNode;
  onTitle: (title: string) => void;
}

export function PromoDetailBody({ id, site, notFound, onTitle }: Props) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  const title = promotion.data?.title;
  useEffect(() => {
    if (title !== undefined) onTitle(title);
  }, [title, onTitle]);
  if (id === null || promotion.isError) return notFound();
  return (
    <div className="space-y-4">
      <Link to="/promotions" className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-accent">
        <ArrowRight className="size-4 rotate-180" aria-hidden />
        {t('promotions.seeAll')}
      </Link>
      {promotion.data ? (
        <PromoDetailView promotion={promotion.data} site={site} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
    </div>
  );
}
