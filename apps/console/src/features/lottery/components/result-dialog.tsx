// One drawn draw in full: every prize group of its result, the commitment published before betting opened,
// the revealed seed, and how anyone can replay it.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleResult } from '@orbit/contracts/console-lottery';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { resultGroups, showValue } from '../draw-view.ts';
import { VerifiedBadge } from './results-table.tsx';

export function ResultDialog({ result, onClose, timeZone }: { result: ConsoleResult | null; onClose: () => void; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={result?.drawId ?? ''}
      description={t('lottery.results.dialogText')}
      size="lg"
    >
      {result ? (
        <div className="flex flex-col gap-4 text-[13px]">
          <div className="flex flex-wrap items-center gap-3 text-slate-600">
            <VerifiedBadge verified={result.verified} />
            <span>{t('lottery.results.drawnAt', { time: formatDateTime(result.drawnAt ?? result.drawsAt, timeZone) })}</span>
          </div>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {resultGroups(result.lotteryKind, result.result).map((group) => (
              <div key={group.key} className="contents">
                <dt className="font-medium text-slate-600">{t(`lottery.prizes.${group.key}`)}</dt>
                <dd className="flex flex-wrap gap-1.5 font-mono">
                  {group.numbers.map((number, index) => (
                    <span key={index} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">
                      {showValue(number, (word) => t(`lottery.words.${word}`))}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <dl className="flex flex-col gap-2 border-t border-slate-100 pt-3">
            <dt className="font-medium text-slate-600">{t('lottery.results.commitment')}</dt>
            <dd className="font-mono text-xs break-all text-slate-800" data-testid="commitment">
              {result.commitment}
            </dd>
            <dt className="font-medium text-slate-600">{t('lottery.results.serverSeed')}</dt>
            <dd className="font-mono text-xs break-all text-slate-800" data-testid="server-seed">
              {result.serverSeed}
            </dd>
          </dl>
          <p className="text-xs text-slate-500">{t('lottery.results.howToVerify', { drawId: result.drawId })}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
