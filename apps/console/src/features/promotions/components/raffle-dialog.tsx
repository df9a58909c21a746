// A raffle in the console (docs/promotions.md, Raffles): its draw time and state, the seed's hash (the seed once
// drawn), the entries by member, the winners with their claims, and, once the draw time has passed, "Draw now"
// for an operator who will not wait for the job (audited).
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleRaffle } from '@orbit/contracts/raffles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleRaffle, useDrawRaffle } from '../api.ts';

function Draw({ raffle, timeZone }: { raffle: ConsoleRaffle; timeZone: string }) {
  const { t } = useTranslation();
  const line = (label: string, value: string, mono = false) => (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-slate-800' : 'text-sm text-slate-800'}>{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {line(t('promotions.raffle.drawsAtLabel'), formatDateTime(raffle.drawsAt, timeZone))}
      {line(
        t('promotions.raffle.entriesLabel'),
        t('promotions.raffle.entriesValue', {
          entrants: raffle.state === 'drawn' ? raffle.entrants : raffle.entryList.length,
          entries: raffle.state === 'drawn' ? raffle.entries : raffle.entryList.reduce((sum, e) => sum + e.entries, 0),
        }),
      )}
      {line(t('promotions.raffle.commitment'), raffle.commitment, true)}
      {raffle.serverSeed ? line(t('promotions.raffle.seed'), raffle.serverSeed, true) : null}
    </dl>
  );
}

function Winners({ raffle, currencySymbol, timeZone }: { raffle: ConsoleRaffle; currencySymbol: string; timeZone: string }) {
  const { t } = useTranslation();
  if (raffle.state !== 'drawn') return null;
  return (
    <Table label={t('promotions.raffle.winners')}>
      <THead>
        <TR>
          <TH>{t('promotions.raffle.place')}</TH>
          <TH>{t('promotions.raffle.member')}</TH>
          <TH className="text-end">{t('promotions.raffle.prize')}</TH>
          <TH>{t('promotions.raffle.claimed')}</TH>
        </TR>
      </THead>
      <tbody>
        {raffle.winnerList.map((winner) => (
          <TR key={winner.place}>
            <TD>{winner.place}</TD>
            <TD>{winner.username}</TD>
            <TD className="text-end tabular-nums">{`${currencySymbol} ${winner.amount}`}</TD>
            <TD>
              {winner.claimedAt ? (
                <Badge tone="success">{formatDateTime(winner.claimedAt, timeZone).slice(0, 16)}</Badge>
              ) : (
                <Badge tone="warning">{t('promotions.raffle.unclaimed')}</Badge>
              )}
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}

function Entries({ raffle, currencySymbol }: { raffle: ConsoleRaffle; currencySymbol: string }) {
  const { t } = useTranslation();
  if (raffle.entryList.length === 0) return <p className="text-sm text-slate-500">{t('promotions.raffle.noEntries')}</p>;
  return (
    <Table label={t('promotions.raffle.entries')}>
      <THead>
        <TR>
          <TH>#</TH>
          <TH>{t('promotions.raffle.member')}</TH>
          <TH className="text-end">{t('promotions.raffle.entries')}</TH>
          <TH className="text-end">{t('promotions.raffle.counted')}</TH>
        </TR>
      </THead>
      <tbody>
        {raffle.entryList.map((entry) => (
          <TR key={entry.position}>
            <TD>{entry.position + 1}</TD>
            <TD>{entry.username}</TD>
            <TD className="text-end tabular-nums">{entry.entries}</TD>
            <TD className="text-end tabular-nums">{`${currencySymbol} ${entry.counted}`}</TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}

export function RaffleDialog({
  id,
  title,
  canWrite,
  timeZone,
  currencySymbol,
  onClose,
}: {
  id: number;
  title: string;
  canWrite: boolean;
  timeZone: string;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const raffle = useConsoleRaffle(id);
  const draw = useDrawRaffle();
  const due = raffle.data?.state === 'open' && Date.parse(raffle.data.drawsAt) <= Date.now();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('promotions.raffle.dialogTitle', { title })}
      size="lg"
      footer={
        canWrite && due ? (
          <Button
            variant="primary"
            loading={draw.isPending}
            onClick={() =>
              draw.mutate(id, { onSuccess: () => toast.success(t('promotions.raffle.drawn')), onError: (error) => toast.error(errorMessage(t, error)) })
            }
          >
            {t('promotions.raffle.drawNow')}
          </Button>
        ) : null
      }
    >
      {raffle.isPending ? (
        <Skeleton className="h-32" />
      ) : raffle.isError ? (
        <Alert tone="danger">{errorMessage(t, raffle.error)}</Alert>
      ) : (
        <div className="space-y-4" data-testid="console-raffle">
          <Badge tone={raffle.data.state === 'drawn' ? 'success' : 'info'} dot>
            {t(`promotions.raffle.states.${raffle.data.state}`)}
          </Badge>
          <Draw raffle={raffle.data} timeZone={timeZone} />
          <Winners raffle={raffle.data} currencySymbol={currencySymbol} timeZone={timeZone} />
          <Entries raffle={raffle.data} currencySymbol={currencySymbol} />
        </div>
      )}
    </Dialog>
  );
}
