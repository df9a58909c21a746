// One lottery route's screen (/vnlottery, /seaLottery, /elott): the route's game
// tabs, the next draw with its countdown, the balance, and the game's board and slip, the member's orders,
// results with their fairness, the trend chart of the fast games and the rules. Loaded with the route only.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { displayAmount } from '@orbit/contracts/money-format';
import { clsx } from 'clsx';
import { ReceiptText, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { getLotteryGames, getRecentDraws, lotteryKeys } from './api.ts';
import { BetSlip } from './components/bet-slip.tsx';
import type { BoardProps } from './components/board-types.ts';
import { DrawBar } from './components/draw-bar.tsx';
import { FourDBoard } from './components/four-d-board.tsx';
import { KenoBoard } from './components/keno-board.tsx';
import { OrdersPanel } from './components/orders-panel.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { RulesPanel } from './components/rules-panel.tsx';
import { SeaBoard } from './components/sea-board.tsx';
import { TREND_DRAWS, TrendPanel } from './components/trend-panel.tsx';
import { XsmbBoard } from './components/xsmb-board.tsx';
import { isFastGame, kindOf, ROUTE_GAMES, type LotteryRoute } from './model/games.ts';
import { addToSlip, exponentOfAmount, formatStake, slipTotals, type SlipLine } from './model/slip.ts';
import { useLotteryEvents } from './lottery-events.ts';
import { useNextDraw } from './use-draw.ts';
import { useLotteryToken } from './use-lottery-token.ts';

export interface LotteryScreenProps {
  route: LotteryRoute;
  gameCode: LotteryGameCode;
  onGameCode: (gameCode: LotteryGameCode) => void;
  /** The launch's player token from the address (?token=), if any. */
  addressToken: string | null;
  /** The member's balance (the wallet's), null for a visitor. */
  balance: string | null;
  symbol: string;
  timeZone: string;
}

const VIEWS = ['bet', 'orders', 'results', 'trend', 'rules'] as const;

/** Every lottery route, so a player can move between the variants (the header has Lottery and E-lottery only). */
const ROUTE_PATHS: Record<LotteryRoute, string> = { lottery: '/lottery', vnlottery: '/vnlottery', seaLottery: '/seaLottery', elott: '/elott' };
type View = (typeof VIEWS)[number];

const BOARDS: Record<ReturnType<typeof kindOf>, (props: BoardProps) => React.JSX.Element> = {
  '4d': FourDBoard,
  xsmb: XsmbBoard,
  'sea-fast': SeaBoard,
  keno: KenoBoard,
};

export default function LotteryScreen({ route, gameCode, onGameCode, addressToken, balance, symbol, timeZone }: LotteryScreenProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage().code;
  const [view, setView] = useState<View>('bet');
  const [slips, setSlips] = useState<Partial<Record<LotteryGameCode, SlipLine[]>>>({});
  const games = useQuery({ queryKey: lotteryKeys.games(language), queryFn: getLotteryGames, staleTime: 5 * 60_000, retry: 1 });
  const game = games.data?.games.find((entry) => entry.gameCode === gameCode);
  const live = useLotteryEvents(gameCode);
  const next = useNextDraw(gameCode, live);
  const fast = isFastGame(gameCode);
  const recent = useQuery({
    queryKey: lotteryKeys.recent(gameCode, fast ? TREND_DRAWS : 1),
    queryFn: () => getRecentDraws(gameCode, fast ? TREND_DRAWS : 1),
  });
  const token = useLotteryToken(gameCode, game, addressToken);
  const views = VIEWS.filter((entry) => entry !== 'trend' || fast);
  const Board = BOARDS[kindOf(gameCode)];
  const lines = slips[gameCode] ?? [];
  const setLines = (next: SlipLine[]) => setSlips((current) => ({ ...current, [gameCode]: next }));
  const openDraws = next.openDraws ?? (next.draw ? [next.draw] : []);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-3 px-3 py-3 sm:px-6 sm:py-5" data-testid="lottery-screen">
      <nav className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0" aria-label={t('lottery.routesLabel')}>
        <ul className="flex min-w-max gap-2">
          {(Object.keys(ROUTE_PATHS) as LotteryRoute[]).map((entry) => (
            <li key={entry}>
              <Link
                to={ROUTE_PATHS[entry]}
                aria-current={entry === route ? 'page' : undefined}
                className={clsx(
                  'block rounded-full border px-3 py-1 text-xs font-semibold whitespace-nowrap transition',
                  entry === route ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
                )}
              >
                {t(`lottery.routes.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t(`pages.${route}.title`)}</h1>
        {balance !== null ? (
          <p className="flex items-center gap-1.5 text-sm sm:hidden">
            <Wallet className="size-4 text-accent" aria-hidden />
            <span className="sr-only">{t('lottery.draw.balance')}</span>
            <span className="font-bold tabular-nums" data-testid="lottery-balance-phone">
              {displayAmount(balance, symbol)}
            </span>
          </p>
        ) : null}
        {ROUTE_GAMES[route].length > 1 ? (
          <div className="flex gap-1 rounded-xl border border-border bg-surface p-1" role="tablist" aria-label={t('lottery.gamesLabel')}>
            {ROUTE_GAMES[route].map((code) => (
              <button
                key={code}
                type="button"
                role="tab"
                aria-selected={code === gameCode}
                onClick={() => onGameCode(code)}
                data-testid={`lottery-game-${code}`}
                className={clsx(
                  'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition',
                  code === gameCode ? 'bg-accent text-accent-text' : 'text-text-muted hover:text-text',
                )}
              >
                {t(`lottery.games.${code}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <DrawBar
        gameCode={gameCode}
        draw={next.draw}
        loading={next.query.isPending}
        offsetMs={next.offsetMs}
        latest={recent.data?.draws[0] ?? null}
        balance={balance}
        symbol={symbol}
        timeZone={timeZone}
      />

      <nav className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0" aria-label={t('lottery.viewsLabel')}>
        <div className="flex min-w-max gap-1 border-b border-border" role="tablist">
          {views.map((entry) => (
            <button
              key={entry}
              type="button"
              role="tab"
              aria-selected={view === entry}
              onClick={() => setView(entry)}
              data-testid={`lottery-view-${entry}`}
              className={clsx(
                '-mb-px border-b-2 px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition sm:px-3',
                view === entry ? 'border-accent text-accent' : 'border-transparent text-text-muted hover:text-text',
              )}
            >
              {t(`lottery.views.${entry}`)}
              {entry === 'bet' && lines.length ? <span className="ms-1.5 rounded-full bg-accent/20 px-1.5 text-xs text-accent">{lines.length}</span> : null}
            </button>
          ))}
        </div>
      </nav>

      {view === 'bet' ? (
        <div className="grid items-start gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section className="rounded-2xl border border-border bg-surface p-3 sm:p-4" aria-label={t('lottery.board.label')}>
            {game && !game.open ? <p className="mb-3 rounded-lg bg-danger/10 p-2 text-sm text-danger">{t('lottery.slip.gameClosed')}</p> : null}
            <Board key={gameCode} gameCode={gameCode} game={game} symbol={symbol} onAdd={(added) => setLines(addToSlip(lines, added))} />
          </section>
          {lines.length ? <PhoneSlipBar lines={lines} limits={game} symbol={symbol} /> : null}
          <div className="lg:sticky lg:top-4">
            <BetSlip
              key={gameCode}
              gameCode={gameCode}
              game={game}
              lines={lines}
              onLines={setLines}
              draws={openDraws}
              offsetMs={next.offsetMs}
              token={token.token}
              tokenState={token}
              balance={balance}
              symbol={symbol}
              timeZone={timeZone}
            />
          </div>
        </div>
      ) : view === 'orders' ? (
        <OrdersPanel gameCode={gameCode} token={token.token} loggedIn={token.loggedIn} symbol={symbol} timeZone={timeZone} live={live} />
      ) : view === 'results' ? (
        <ResultsPanel gameCode={gameCode} timeZone={timeZone} />
      ) : view === 'trend' ? (
        <TrendPanel gameCode={gameCode} timeZone={timeZone} />
      ) : (
        <RulesPanel gameCode={gameCode} game={game} symbol={symbol} />
      )}
    </div>
  );
}

/** On a phone the slip sits below the board: a bar above the tab bar says what is on it and goes there. */
function PhoneSlipBar({ lines, limits, symbol }: { lines: SlipLine[]; limits: { minStake: string; maxStake: string } | undefined; symbol: string }) {
  const { t } = useTranslation();
  const exponent = exponentOfAmount(limits?.minStake ?? '1.00');
  const { perDraw } = slipTotals(lines, 1, limits ?? { minStake: '0', maxStake: '0' }, exponent);
  // Out of the way once the slip itself is on screen (it would cover Place bet).
  const [slipInView, setSlipInView] = useState(false);
  useEffect(() => {
    const slip = document.getElementById('lottery-slip');
    if (!slip || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSlipInView(Boolean(entry?.isIntersecting)), { threshold: 0.15 });
    observer.observe(slip);
    return () => observer.disconnect();
  }, []);
  if (slipInView) return null;
  return (
    <a
      href="#lottery-slip"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('lottery-slip')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 rounded-xl bg-accent px-4 py-2.5 font-semibold text-accent-text shadow-lg lg:hidden"
      data-testid="lottery-slip-bar"
    >
      <ReceiptText className="size-4" aria-hidden />
      <span className="flex-1">{t('lottery.slip.barLines', { count: lines.length })}</span>
      <span className="tabular-nums">{displayAmount(formatStake(perDraw, exponent), symbol)}</span>
    </a>
  );
}
