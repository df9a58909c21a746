// The fishing game's fairness data: the commitment shown before play, the client seed, the next shot's
// number, and the rotation that reveals the server seed so every shot under it can be checked.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';

export interface SeedState {
  commitment: string;
  clientSeed: string;
  nonce: number;
}

export function FairnessDialog({
  open,
  onClose,
  seeds,
  revealed,
  onRotate,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  seeds: SeedState;
  revealed: { serverSeed: string; commitment: string } | null;
  onRotate: (clientSeed: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRotate(clientSeed.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('house.fishing.fairness')} description={t('house.fishing.fairnessIntro')}>
        <div className="space-y-4 px-5 py-4 text-sm">
          <Field label={t('house.fishing.commitment')} value={seeds.commitment} testId="fish-commitment" />
          <Field label={t('house.fishing.nextNonce')} value={String(seeds.nonce)} />
          <form onSubmit={submit} className="space-y-2">
            <label className="block text-xs font-semibold text-text-muted" htmlFor="fish-client-seed">
              {t('house.fishing.clientSeed')}
            </label>
            <input
              id="fish-client-seed"
              value={clientSeed}
              maxLength={64}
              onChange={(event) => setClientSeed(event.target.value)}
              className="h-10 w-full rounded-lg border border-border bg-background px-3 font-mono text-xs"
            />
            <Button type="submit" disabled={busy || !/^[\x20-\x7e]{1,64}$/.test(clientSeed.trim())} className="w-full">
              {t('house.fishing.rotate')}
            </Button>
          </form>
          {revealed ? (
            <div className="space-y-2 rounded-lg border border-accent/40 bg-accent/10 p-3" data-testid="fish-revealed">
              <p className="font-semibold">{t('house.fishing.revealedTitle')}</p>
              <Field label={t('house.fishing.serverSeed')} value={revealed.serverSeed} />
              <Field label={t('house.fishing.commitment')} value={revealed.commitment} />
            </div>
          ) : null}
          <p className="text-xs text-text-muted">{t('house.fishing.howToVerify')}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-text-muted">{label}</p>
      <p className="font-mono text-xs break-all" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
