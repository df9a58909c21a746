// One market of a match on the desk: its outcomes with their odds (editable while the market trades), the open
// bets on each, its margin, and the buttons that suspend, resume or reprice it. Every change goes to the server
// and the card shows the market as the server answers it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, Save } from 'lucide-react';
import type { DeskMarket } from '@orbit/contracts/sportsbook-desk';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useResume, useSetMargin, useSetMarket, useSuspend } from '../api/desk-mutations.ts';
import { MarketStatusBadge, marketName } from './status-badges.tsx';

const ODDS = /^\d{1,5}(\.\d{1,4})?$/;
/** Odds as a trader types them: two decimals at least, no zeros past them ("2.10", "1.925"). */
const trimOdds = (odds: string) => odds.replace(/(\.\d\d\d*?)0+$/, '$1');

export function MarketCard({ eventId, market, canTrade, currency }: { eventId: string; market: DeskMarket; canTrade: boolean; currency: Currency }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setMarket = useSetMarket(eventId);
  const setMargin = useSetMargin(eventId);
  const suspend = useSuspend(eventId);
  const resume = useResume(eventId);
  const trading = canTrade && (market.status === 'open' || market.status === 'suspended');
  const [odds, setOdds] = useState<Record<string, string>>({});
  const [margin, setMarginText] = useState('');
  const typed = (outcome: DeskMarket['outcomes'][number]) => odds[outcome.outcome] ?? trimOdds(outcome.odds);
  const changed = market.outcomes.some((outcome) => odds[outcome.outcome] !== undefined && odds[outcome.outcome] !== trimOdds(outcome.odds));
  const oddsValid = market.outcomes.every((outcome) => ODDS.test(typed(outcome)));
  const name = marketName(t, market.type, market.specifiers);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const saveOdds = () =>
    run(
      async () => {
        await setMarket.mutateAsync({
          type: market.type,
          specifiers: market.specifiers,
          outcomes: market.outcomes.map((outcome) => ({ outcome: outcome.outcome, odds: typed(outcome) })),
        });
        setOdds({});
      },
      t('sports.market.oddsSaved', { market: name }),
    );
  const applyMargin = () =>
    run(
      async () => {
        await setMargin.mutateAsync({ marketId: market.marketId, marginPercent: Number(margin) });
        setMarginText('');
        setOdds({});
      },
      t('sports.market.marginSaved', { market: name }),
    );

  return (
    <section className="rounded-lg border border-slate-200 bg-white" data-testid={`market-${market.type}-${market.specifiers}`}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <div className="flex min-w-0 items-center gap-2">
          <h3 className="truncate text-sm font-semibold text-slate-800">{name}</h3>
          <MarketStatusBadge status={market.status} />
        </div>
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span className="tabular">{t('sports.market.margin', { margin: market.marginPercent.toFixed(2) })}</span>
          {canTrade && market.status === 'open' ? (
            <Button
              size="sm"
              icon={<Pause className="size-3.5" />}
              loading={suspend.isPending}
              onClick={() => run(() => suspend.mutateAsync(market.marketId), t('sports.market.suspended', { market: name }))}
            >
              {t('sports.market.suspend')}
            </Button>
          ) : null}
          {canTrade && market.status === 'suspended' ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Play className="size-3.5" />}
              loading={resume.isPending}
              onClick={() => run(() => resume.mutateAsync(market.marketId), t('sports.market.resumed', { market: name }))}
            >
              {t('sports.market.resume')}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="divide-y divide-slate-100">
        {market.outcomes.map((outcome) => (
          <div
            key={outcome.outcomeId}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-center gap-x-3 gap-y-1 px-4 py-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_minmax(0,1.2fr)]"
          >
            <span className="truncate text-sm text-slate-700">{t(`sports.outcome.${outcome.outcome}`, { defaultValue: outcome.outcome })}</span>
            {trading ? (
              <Input
                compact
                aria-label={t('sports.market.oddsOf', { outcome: outcome.outcome })}
                className="w-full text-right tabular"
                inputMode="decimal"
                invalid={!ODDS.test(typed(outcome))}
                value={typed(outcome)}
                onChange={(event) => setOdds({ ...odds, [outcome.outcome]: event.target.value })}
              />
            ) : (
              <span className="text-right text-sm font-medium tabular">
                {trimOdds(outcome.odds)}
                {outcome.result ? <span className="ml-1 text-xs font-normal text-slate-500">({t(`sports.result.${outcome.result}`)})</span> : null}
              </span>
            )}
            <span className="col-span-2 text-xs text-slate-500 tabular sm:col-span-1 sm:text-right">
              {t('sports.market.exposure', { bets: outcome.open.bets, potential: showMoney(outcome.open.potential, currency.symbol, currency.exponent) })}
            </span>
          </div>
        ))}
      </div>
      {trading ? (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-2.5">
          <div className="flex items-center gap-2">
            <div className="w-20 shrink-0">
              <Input
                compact
                className="text-right tabular"
                inputMode="decimal"
                aria-label={t('sports.market.marginLabel')}
                placeholder="5"
                value={margin}
                onChange={(event) => setMarginText(event.target.value)}
              />
            </div>
            <Button size="sm" disabled={!/^\d{1,2}(\.\d{1,2})?$/.test(margin) || Number(margin) > 30} loading={setMargin.isPending} onClick={applyMargin}>
              {t('sports.market.applyMargin')}
            </Button>
          </div>
          <Button
            size="sm"
            variant="primary"
            icon={<Save className="size-3.5" />}
            disabled={!changed || !oddsValid}
            loading={setMarket.isPending}
            onClick={saveOdds}
          >
            {t('sports.market.saveOdds')}
          </Button>
        </footer>
      ) : null}
    </section>
  );
}
