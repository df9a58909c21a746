// Betting record (personalHistoryCopy): every round the member played at any vendor, newest first:
// the game, when, stake, win and the outcome, with the totals of the period; by game category and date range.
import type { BetRecord } from '@orbit/contracts/bets';
import type { GameCategory } from '@orbit/contracts/games';
import { clsx } from 'clsx';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryTextsKey } from '../../../../lib/category-texts.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { BETS_PAGE_SIZE, useBets } from '../../api/get-bets.ts';
import type { DayRange } from '../../model/date-range.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { RangeFilter, useDefaultRange } from './range-filter.tsx';

/** The categories a member can narrow the record to (those with house or outside vendors today). */
const CATEGORIES: readonly GameCategory[] = ['rng', 'live', 'pvp', 'fish', 'sports', 'lottery', 'esports'];

export function BettingRecordPage() {
  const { t } = useTranslation();
  const { timeZone, liveDealer } = useWalletSettings();
  const initialRange = useDefaultRange('last7');
  const [range, setRange] = useState<DayRange>(initialRange);
  const [category, setCategory] = useState<GameCategory | undefined>(undefined);
  const [page, setPage] = useState(1);
  const bets = useBets({ page, pageSize: BETS_PAGE_SIZE, from: range.from, to: range.to, category });
  const data = bets.data;
  const choose = (next: GameCategory | undefined) => {
    setCategory(next);
    setPage(1);
  };

  return (
    <Panel
      id="betting-record"
      icon={Dices}
      title={t('wallet.bets.title')}
      subtitle={t('wallet.common.zone', { zone: timeZone })}
      action={
        data ? (
          <dl className="grid grid-cols-3 gap-4 text-end" data-testid="bets-totals">
            <Total label={t('wallet.bets.stake')} amount={data.totals.stake} />
            <Total label={t('wallet.bets.win')} amount={data.totals.win} />
            <Total label={t('wallet.bets.net')} amount={data.totals.net} signed />
          </dl>
        ) : undefined
      }
    >
      <div className="mb-4 space-y-3">
        <div role="group" aria-label={t('wallet.bets.category')} className="flex flex-wrap gap-2">
          <Chip active={category === undefined} onClick={() => choose(undefined)}>
            {t('wallet.bets.all')}
          </Chip>
          {CATEGORIES.map((key) => (
            <Chip key={key} active={category === key} onClick={() => choose(key)}>
              {t(`${categoryTextsKey(key, liveDealer)}.title`)}
            </Chip>
          ))}
        </div>
        {category === 'sports' || category === 'esports' ? (
          <p className="text-xs text-text-muted" data-testid="sports-bets-link">
            {t('wallet.bets.sportsDetail')}{' '}
            <Link to="/sports/bets" className="font-semibold text-accent hover:underline">
              {t('wallet.bets.sportsDetailLink')}
            </Link>
          </p>
        ) : null}
        <RangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {bets.isPending ? (
        <Skeleton rows={4} />
      ) : !data ? (
        <FormMessage kind="error">{t(errorKey(bets.error))}</FormMessage>
      ) : data.items.length === 0 ? (
        <EmptyList icon={Dices} title={t('wallet.bets.emptyTitle')}>
          {t('wallet.bets.emptyBody')}
        </EmptyList>
      ) : (
        <>
          <div className="hidden grid-cols-[1fr_repeat(3,6.5rem)] gap-x-3 border-b border-border/60 pb-2 text-end text-xs text-text-muted sm:grid" aria-hidden>
            <span className="text-start">{t('wallet.bets.game')}</span>
            <span>{t('wallet.bets.net')}</span>
            <span>{t('wallet.bets.stake')}</span>
            <span>{t('wallet.bets.win')}</span>
          </div>
          <ul className={clsx('divide-y divide-border/60', bets.isPlaceholderData && 'opacity-60')} data-testid="bets-list">
            {data.items.map((item) => (
              <BetRow key={`${item.vendorCode}:${item.roundId}`} item={item} timeZone={timeZone} />
            ))}
          </ul>
          <Pager texts="wallet.pager" page={page} total={data.total} pageSize={data.pageSize} busy={bets.isFetching} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}

function BetRow({ item, timeZone }: { item: BetRecord; timeZone: string }) {
  const { t } = useTranslation();
  const { liveDealer } = useWalletSettings();
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 text-sm sm:grid-cols-[1fr_repeat(3,6.5rem)] sm:items-center" data-testid="bet-row">
      <div className="min-w-0">
        <div className="truncate font-medium">{item.gameName}</div>
        <div className="truncate text-xs text-text-muted">
          {item.category ? t(`${categoryTextsKey(item.category, liveDealer)}.title`) : item.vendorCode} · {t(`wallet.bets.status.${item.status}`)}
        </div>
        {item.shots ? (
          <>
            <div className="text-xs text-text-muted" title={t('wallet.bets.shotsTitle')} data-testid="bet-shots">
              {t('wallet.bets.shots', { count: item.shots.count, hits: item.shots.hits })}
            </div>
            <div className="font-mono text-[11px] text-text-muted tabular-nums">
              {formatDateTime(item.at, timeZone)} – {formatDateTime(item.shots.lastAt, timeZone).slice(11)}
            </div>
          </>
        ) : (
          <div className="font-mono text-[11px] text-text-muted tabular-nums">
            {formatDateTime(item.at, timeZone)} · {item.roundId}
          </div>
        )}
      </div>
      <div className="text-end sm:order-none">
        <div className="text-xs text-text-muted sm:hidden">{t('wallet.bets.net')}</div>
        <Money amount={item.net} signed className="font-semibold" />
      </div>
      <div className="col-span-2 flex gap-4 text-xs text-text-muted sm:contents sm:text-sm sm:text-text">
        <span className="sm:text-end">
          <span className="sm:hidden">{t('wallet.bets.stake')} </span>
          <Money amount={item.stake} />
        </span>
        <span className="sm:text-end">
          <span className="sm:hidden">{t('wallet.bets.win')} </span>
          <Money amount={item.win} />
        </span>
      </div>
    </li>
  );
}

function Total({ label, amount, signed = false }: { label: string; amount: string; signed?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd>
        <Money amount={amount} signed={signed} className="font-bold" />
      </dd>
    </div>
  );
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={clsx(
        'h-8 rounded-full border px-3 text-xs font-semibold transition',
        active ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:text-text',
      )}
    >
      {children}
    </button>
  );
}
