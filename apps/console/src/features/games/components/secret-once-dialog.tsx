// The new signing secret after a rotation, shown this once: the operator copies it to the vendor now, because
// closing the dialog forgets it and the server never gives it out again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export function SecretOnceDialog({ shown, onClose }: { shown: { name: string; secret: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.secret ?? '');
      setCopied(true);
    } catch {
      // The clipboard was refused: the secret stays on screen to select by hand.
    }
  };
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && close()}
      title={t('gameTools.secret.title', { name: shown?.name ?? '' })}
      footer={
        <Button variant="primary" onClick={close}>
          {t('gameTools.secret.done')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <Alert tone="warning">{t('gameTools.secret.once')}</Alert>
        <div className="flex items-center gap-2">
          <code
            data-testid="new-secret"
            className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-[13px] break-all select-all"
          >
            {shown?.secret}
          </code>
          <Button icon={copied ? <Check className="size-4" /> : <Copy className="size-4" />} onClick={() => void copy()}>
            {copied ? t('gameTools.secret.copied') : t('gameTools.secret.copy')}
          </Button>
        </div>
        <p className="text-[13px] text-slate-600">{t('gameTools.secret.howToSign')}</p>
      </div>
    </Dialog>
  );
}
