// What the router shows while a page chunk loads for the first time, and when a page fails.
import { AlertTriangle, House, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isChunkLoadTimeout } from '../../lib/chunk-timeout.ts';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-accent">
      <Spinner label={t('app.loading')} className="scale-150" />
    </div>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The visitor sees a friendly page; the cause goes to the console for whoever looks into it.
  useEffect(() => console.error('page failed to load', error), [error]);
  // A page whose code never arrived (lib/chunk-timeout.ts) says so: a reload usually fixes it.
  const slow = isChunkLoadTimeout(error);
  return (
    <div className="container-page flex min-h-[60dvh] flex-col items-center justify-center py-16 text-center" role="alert">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-danger/15 text-danger">
        <AlertTriangle className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">{t(slow ? 'app.pageError.slowTitle' : 'app.pageError.title')}</h1>
      <p className="mt-2 max-w-md text-text-muted">{t(slow ? 'app.pageError.slowBody' : 'app.pageError.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('app.pageError.reload')}
        </Button>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className={buttonClass('secondary')}>
          <House className="size-4" aria-hidden />
          {t('app.pageError.home')}
        </a>
      </div>
    </div>
  );
}
