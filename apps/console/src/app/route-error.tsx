import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion, TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { PageLoader } from '../components/ui/spinner.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A new deployment replaces the lazy chunks; a reload fetches the current ones.
  const staleChunk = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <EmptyState
        icon={notFound ? <FileQuestion className="size-5" /> : <TriangleAlert className="size-5" />}
        title={notFound ? t('frame.notFoundTitle') : staleChunk ? t('frame.updatedTitle') : t('frame.crashTitle')}
        description={notFound ? t('frame.notFoundText') : staleChunk ? t('frame.updatedText') : t('frame.crashText')}
        action={
          notFound ? (
            <Link to="/" className="text-[13px] font-medium text-accent-700 hover:underline">
              {t('frame.backHome')}
            </Link>
          ) : (
            <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
          )
        }
      />
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<FileQuestion className="size-5" />}
      title={t('frame.notFoundTitle')}
      description={t('frame.notFoundText')}
      action={
        <Link to="/" className="text-[13px] font-medium text-accent-700 hover:underline">
          {t('frame.backHome')}
        </Link>
      }
    />
  );
}

/** Shown while the first page's code loads. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}
