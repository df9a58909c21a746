import type { ErrorCode } from '@orbit/contracts/errors';
import { knownErrorCode } from '../../../lib/error-codes.ts';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StatusScreenFrame, type StatusBranding } from './status-screen-frame.tsx';

/** The ApiError's code (read by shape: the error class lives with zod, off the boot path). */
function errorCodeOf(error: unknown): ErrorCode {
  const code = error && typeof error === 'object' && 'errorCode' in error ? error.errorCode : null;
  return knownErrorCode(code) ?? 'service_unavailable';
}

/** Shown when the merchant's settings cannot be read at all (server down, unknown domain). */
export function UnreachableScreen({
  error,
  branding,
  retrying,
  onRetry,
  toolbar,
}: {
  error: unknown;
  branding: StatusBranding;
  retrying: boolean;
  onRetry: () => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreenFrame branding={branding} icon={WifiOff} tone="danger" title={t('app.unreachable.title')} toolbar={toolbar}>
      <p className="mt-3 text-base leading-relaxed text-text-muted">{t('app.unreachable.body')}</p>
      <p className="mt-4 rounded-xl bg-surface-raised/70 px-4 py-2 text-sm text-text-muted">
        {t('app.unreachable.code', { reason: t(`errors.${errorCodeOf(error)}`) })}
      </p>
      <div className="mt-8 flex justify-center">
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-5 animate-spin' : 'size-5'} aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    </StatusScreenFrame>
  );
}
