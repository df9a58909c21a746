import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';

/** A load that failed: the server's reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <FormMessage kind="error">{t(errorKey(error))}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden />
        {t('app.tryAgain')}
      </Button>
    </div>
  );
}
