import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useVerifyAudit } from '../api/verify-audit.ts';

export function useChainCheck() {
  return useVerifyAudit();
}

export function VerifyChainButton({ check }: { check: ReturnType<typeof useVerifyAudit> }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ShieldCheck className="size-4" />} loading={check.isPending} onClick={() => check.mutate()}>
      {t('audit.verify')}
    </Button>
  );
}

/** The outcome of the last chain check: every link intact, or the first entry whose hash does not follow. */
export function VerifyChainResult({ check }: { check: ReturnType<typeof useVerifyAudit> }) {
  const { t } = useTranslation();
  if (check.isError)
    return (
      <Alert tone="danger" title={t('audit.verifyFailed')}>
        {errorMessage(t, check.error)}
      </Alert>
    );
  if (!check.data) return null;
  const { ok, checked, brokenAtId } = check.data;
  return ok ? (
    <Alert tone="success" title={t('audit.chainOk')}>
      {t('audit.chainOkText', { count: checked })}
    </Alert>
  ) : (
    <Alert tone="danger" title={t('audit.chainBroken')}>
      {t('audit.chainBrokenText', { id: brokenAtId ?? '?', count: checked })}
    </Alert>
  );
}
