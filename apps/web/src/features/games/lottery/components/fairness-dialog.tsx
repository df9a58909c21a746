// A draw's fairness: the commitment published before betting opened, the seed revealed after the draw, and
// Verify, which replays the draw in the browser (verifyDraw from packages/games, loaded when pressed).
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import type { LotteryKind } from '../model/games.ts';

export interface FairDraw {
  drawId: string;
  commitment: string;
  serverSeed: string | null;
  result: Record<string, unknown> | null;
}

type Verdict = { valid: boolean; seedMatchesCommitment: boolean; resultMatches: boolean };

async function verify(kind: LotteryKind, draw: FairDraw): Promise<Verdict> {
  const [{ verifyDraw }, { portableHash }] = await Promise.all([import('@orbit/games/lottery/verify-draw'), import('@orbit/games/fair/sha256')]);
  return verifyDraw({ kind, drawId: draw.drawId, serverSeed: draw.serverSeed ?? '', commitment: draw.commitment, result: draw.result }, portableHash);
}

export function FairnessDialog({ kind, draw, onClose }: { kind: LotteryKind; draw: FairDraw | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<{ drawId: string; verdict: Verdict } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = draw && verdict?.drawId === draw.drawId ? verdict.verdict : null;
  const run = async () => {
    if (!draw) return;
    setBusy(true);
    try {
      setVerdict({ drawId: draw.drawId, verdict: await verify(kind, draw) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={draw !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('lottery.fairness.title')} description={t('lottery.fairness.intro')}>
        {draw ? (
          <div className="space-y-4 px-5 py-4 text-sm" data-testid="lottery-fairness">
            <Field label={t('lottery.fairness.drawId')} value={draw.drawId} />
            <Field label={t('lottery.fairness.commitment')} value={draw.commitment} />
            <Field label={t('lottery.fairness.serverSeed')} value={draw.serverSeed ?? t('lottery.fairness.notRevealed')} />
            <Button className="w-full" onClick={() => void run()} disabled={busy || !draw.serverSeed || !draw.result} data-testid="lottery-verify">
              <ShieldCheck className="size-4" aria-hidden />
              {t('lottery.fairness.verify')}
            </Button>
            {shown ? (
              <div
                className={`space-y-1 rounded-lg border p-3 ${shown.valid ? 'border-success/50 bg-success/10' : 'border-danger/50 bg-danger/10'}`}
                role="status"
                data-testid="lottery-verdict"
              >
                <p className="flex items-center gap-2 font-semibold">
                  {shown.valid ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : <XCircle className="size-4 text-danger" aria-hidden />}
                  {shown.valid ? t('lottery.fairness.valid') : t('lottery.fairness.invalid')}
                </p>
                <p className="text-xs text-text-muted">
                  {t('lottery.fairness.seedCheck')}: {shown.seedMatchesCommitment ? t('lottery.fairness.yes') : t('lottery.fairness.no')}
                </p>
                <p className="text-xs text-text-muted">
                  {t('lottery.fairness.resultCheck')}: {shown.resultMatches ? t('lottery.fairness.yes') : t('lottery.fairness.no')}
                </p>
              </div>
            ) : null}
            <p className="text-xs text-text-muted">{t('lottery.fairness.how')}</p>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-text-muted">{label}</p>
      <p className="font-mono text-xs break-all">{value}</p>
    </div>
  );
}
