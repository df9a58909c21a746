// The rounds explorer's list: one row per member and round, newest first, each opening its recall.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@orbit/contracts/format';
import type { RoundRow } from '@orbit/contracts/console-rounds';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, signOf, type Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';

export const ROUND_STATUS_TONES: Record<RoundRow['status'], BadgeTone> = { open: 'warning', settled: 'success', refunded: 'neutral' };

/** A member's net from their side: a win for them shows green, a loss red. */
export function netClass(amount: string): string {
  const sign = signOf(amount);
  return cn('tabular', sign > 0 && 'text-emerald-700', sign < 0 && 'text-red-600');
}

export function RoundsTable({
  rounds,
  currency,
  timeZone,
  onOpen,
}: {
  rounds: RoundRow[];
  currency: Currency;
  timeZone: string;
  onOpen: (round: RoundRow) => void;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <Table label={t('gameTools.rounds.title')}>
      <THead>
        <tr>
          <TH>{t('gameTools.rounds.at')}</TH>
          <TH>{t('gameTools.rounds.member')}</TH>
          <TH>{t('games.game')}</TH>
          <TH>{t('gameTools.rounds.roundId')}</TH>
          <TH className="text-right">{t('gameTools.rounds.stake')}</TH>
          <TH className="text-right">{t('gameTools.rounds.win')}</TH>
          <TH className="text-right">{t('gameTools.rounds.net')}</TH>
          <TH>{t('gameTools.rounds.status')}</TH>
          <TH className="text-right">
            <span className="sr-only">{t('common.actions')}</span>
          </TH>
        </tr>
      </THead>
      <tbody>
        {rounds.map((round) => (
          <TR key={`${round.vendorCode}:${round.roundId}:${round.memberId}`} data-testid="round-row">
            <TD className="whitespace-nowrap text-slate-600 tabular">{formatDateTime(round.at, timeZone)}</TD>
            <TD>
              <Link to={`/members/${round.memberId}`} className="font-medium text-accent-700 hover:underline">
                {round.username}
              </Link>
            </TD>
            <TD>
              <span className="block font-medium text-slate-900">{round.gameName}</span>
              <span className="block font-mono text-[11px] text-slate-500">{round.vendorCode}</span>
            </TD>
            <TD className="max-w-32 truncate font-mono text-xs text-slate-600" title={round.roundId}>
              {round.roundId}
            </TD>
            <TD className="text-right whitespace-nowrap tabular">{money(round.stake)}</TD>
            <TD className="text-right whitespace-nowrap tabular">{money(round.win)}</TD>
            <TD className={cn('text-right whitespace-nowrap', netClass(round.net))}>{money(round.net)}</TD>
            <TD>
              <Badge tone={ROUND_STATUS_TONES[round.status]}>{t(`gameTools.rounds.statuses.${round.status}`)}</Badge>
            </TD>
            <TD className="text-right">
              <Button size="sm" variant="ghost" onClick={() => onOpen(round)}>
                {t('gameTools.rounds.recall')}
              </Button>
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
