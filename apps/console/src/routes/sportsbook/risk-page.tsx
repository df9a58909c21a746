// The book's risk: the matches whose open bets could pay out the most, with the book's total, and members'
// stake factors (a percent of the maximum stake, 0 to stop a member betting), set and removed here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Gauge, Trash2, UserCog } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useLiability, useStakeFactors } from '../../features/sportsbook/api/desk-queries.ts';
import { useRemoveStakeFactor, useSetStakeFactor } from '../../features/sportsbook/api/desk-mutations.ts';
import { EventsTable } from '../../features/sportsbook/components/events-table.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

export function SportsRiskPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const liability = useLiability();
  return (
    <div>
      <PageHeader title={t('nav.sportsRisk')} description={t('sports.risk.description')} />
      <Card className="mb-6">
        <CardHeader
          icon={<Gauge className="size-4" />}
          title={t('sports.risk.liabilityTitle')}
          description={
            liability.data
              ? t('sports.risk.total', {
                  bets: liability.data.total.bets,
                  stake: showMoney(liability.data.total.stake, currency.symbol, currency.exponent),
                  potential: showMoney(liability.data.total.potential, currency.symbol, currency.exponent),
                })
              : t('sports.risk.liabilityHint')
          }
        />
        {liability.isPending || liability.isError ? (
          <QueryFallback query={liability} loadFailed={t('sports.loadFailed')} rows={4} rowClassName="h-12" />
        ) : liability.data.items.length === 0 ? (
          <EmptyState title={t('sports.risk.noOpenBets')} />
        ) : (
          <EventsTable items={liability.data.items} timeZone={timeZone} currency={currency} />
        )}
      </Card>
      <StakeFactorsCard timeZone={timeZone} />
    </div>
  );
}

function StakeFactorsCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const canTrade = useCan('sportsbook.trade');
  const factors = useStakeFactors('');
  const setFactor = useSetStakeFactor();
  const removeFactor = useRemoveStakeFactor();
  const [player, setPlayer] = useState('');
  const [percent, setPercent] = useState('');
  const valid = player.trim().length > 0 && /^\d{1,4}$/.test(percent) && Number(percent) <= 1000;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await setFactor.mutateAsync({ player: player.trim(), percent: Number(percent) });
      toast.success(t('sports.risk.factorSaved', { player: player.trim(), percent }));
      setPlayer('');
      setPercent('');
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const remove = async (name: string) => {
    try {
      await removeFactor.mutateAsync(name);
      toast.success(t('sports.risk.factorRemoved', { player: name }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <Card>
      <CardHeader icon={<UserCog className="size-4" />} title={t('sports.risk.factorsTitle')} description={t('sports.risk.factorsHint')} />
      {canTrade ? (
        <form className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5" onSubmit={submit}>
          <Field label={t('sports.risk.player')} htmlFor="factor-player">
            <div className="w-48">
              <Input id="factor-player" compact maxLength={40} value={player} onChange={(change) => setPlayer(change.target.value)} />
            </div>
          </Field>
          <Field label={t('sports.risk.percent')} htmlFor="factor-percent">
            <div className="w-28">
              <Input
                id="factor-percent"
                compact
                className="tabular"
                inputMode="numeric"
                placeholder="50"
                value={percent}
                onChange={(change) => setPercent(change.target.value)}
              />
            </div>
          </Field>
          <Button type="submit" variant="primary" disabled={!valid} loading={setFactor.isPending}>
            {t('sports.risk.setFactor')}
          </Button>
        </form>
      ) : null}
      {factors.isPending || factors.isError ? (
        <QueryFallback query={factors} loadFailed={t('sports.loadFailed')} rows={3} rowClassName="h-10" />
      ) : factors.data.items.length === 0 ? (
        <EmptyState title={t('sports.risk.noFactors')} />
      ) : (
        <Table label={t('sports.risk.factorsTitle')}>
          <THead>
            <TR>
              <TH>{t('sports.risk.player')}</TH>
              <TH className="text-right">{t('sports.risk.percent')}</TH>
              <TH>{t('sports.risk.updatedAt')}</TH>
              <TH />
            </TR>
          </THead>
          <tbody>
            {factors.data.items.map((factor) => (
              <TR key={factor.player}>
                <TD className="font-medium">{factor.player}</TD>
                <TD className="text-right tabular">{factor.percent}%</TD>
                <TD className="tabular text-slate-600">{formatDateTime(factor.updatedAt, timeZone)}</TD>
                <TD className="text-right">
                  {canTrade ? (
                    <Button size="sm" variant="ghost" icon={<Trash2 className="size-3.5" />} onClick={() => void remove(factor.player)}>
                      {t('sports.risk.removeFactor')}
                    </Button>
                  ) : null}
                </TD>
              </TR>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
