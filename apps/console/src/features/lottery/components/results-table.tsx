// Drawn draws with their result and whether the server's replay of the draw (verifyDraw) matched: the seed
// hashes to the commitment published before betting opened, and drawing again gives the stored result.
import { useTranslation } from 'react-i18next';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleResult } from '@orbit/contracts/console-lottery';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { resultSummary } from '../draw-view.ts';
import { DrawStatusBadge } from './draw-status-badge.tsx';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge tone="success">
      <ShieldCheck aria-hidden className="size-3.5" />
      {t('lottery.results.verified')}
    </Badge>
  ) : (
    <Badge tone="danger">
      <ShieldAlert aria-hidden className="size-3.5" />
      {t('lottery.results.notVerified')}
    </Badge>
  );
}

export function ResultsTable({
  results,
  timeZone,
  currency,
  onOpen,
}: {
  results: ConsoleResult[];
  timeZone: string;
  currency: Currency;
  onOpen: (result: ConsoleResult) => void;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <Table label={t('lottery.results.tableLabel')}>
      <THead>
        <TR>
          <TH>{t('lottery.draws.drawId')}</TH>
          <TH>{t('lottery.draws.drawsAt')}</TH>
          <TH>{t('lottery.results.result')}</TH>
          <TH>{t('lottery.draws.status')}</TH>
          <TH className="text-end">{t('lottery.draws.tickets')}</TH>
          <TH className="text-end">{t('lottery.draws.stake')}</TH>
          <TH className="text-end">{t('lottery.draws.wins')}</TH>
          <TH>{t('lottery.results.fairness')}</TH>
        </TR>
      </THead>
      <tbody>
        {results.map((result) => (
          <TR key={result.drawId} data-testid={`result-${result.drawId}`}>
            <TD className="font-mono text-xs whitespace-nowrap text-slate-700">{result.drawId}</TD>
            <TD className="whitespace-nowrap text-slate-600 tabular-nums">{formatDateTime(result.drawsAt, timeZone).slice(0, 16)}</TD>
            <TD className="min-w-32 font-mono text-[13px] text-slate-900">
              {resultSummary(result.lotteryKind, result.result, (word) => t(`lottery.words.${word}`))}
            </TD>
            <TD>
              <DrawStatusBadge status={result.status} />
            </TD>
            <TD className="text-end tabular-nums">{result.tickets}</TD>
            <TD className="text-end whitespace-nowrap tabular-nums">{money(result.stake)}</TD>
            <TD className="text-end whitespace-nowrap tabular-nums">{money(result.wins)}</TD>
            <TD className="whitespace-nowrap">
              <div className="flex items-center gap-2">
                <VerifiedBadge verified={result.verified} />
                <Button size="sm" variant="ghost" onClick={() => onOpen(result)}>
                  {t('lottery.results.details')}
                </Button>
              </div>
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
