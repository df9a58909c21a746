// The next draw of a game. With the game's event stream connected (lottery-events.ts) the stream says when
// to read it again, and a read every minute is the safety net. Without it, the fallback: read again the
// moment betting closes and the moment the draw is due (and a few seconds after, when its result and settled
// tickets are in), and every 15 s in case the schedule changed; the results, history and the member's orders
// are read again with it.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getNextDraw, lotteryKeys } from './api.ts';

const SAFETY_READ_MS = 15_000;
/** With the stream connected: only in case it missed something without breaking. */
const LIVE_SAFETY_READ_MS = 60_000;
/** After a draw time: the result is drawn within a second or two, and tickets are settled and paid by a job every 5 s. */
const AFTER_DRAW_READS_MS = [1_500, 4_000, 9_000, 16_000];

/** `live`: the game's event stream is connected. */
export function useNextDraw(gameCode: LotteryGameCode, live: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: lotteryKeys.draw(gameCode),
    queryFn: () => getNextDraw(gameCode),
    refetchInterval: live ? LIVE_SAFETY_READ_MS : SAFETY_READ_MS,
    retry: 1,
  });
  const draw = query.data?.draw ?? null;
  const offsetMs = query.data?.offsetMs ?? 0;
  const closesAt = draw?.closesAt;
  const drawsAt = draw?.drawsAt;

  useEffect(() => {
    if (live || !closesAt || !drawsAt) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (iso: string, extraMs: number, action: () => void) => {
      const wait = Date.parse(iso) + extraMs - (Date.now() + offsetMs);
      // Only within the next day: a daily draw's far close is reached by the safety reads anyway.
      if (wait > 0 && wait < 86_400_000) timers.push(setTimeout(action, wait));
    };
    const readDraw = () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.draw(gameCode) });
    const readAfterDraw = () => {
      readDraw();
      void queryClient.invalidateQueries({ queryKey: [...lotteryKeys.all, 'recent', gameCode] });
      void queryClient.invalidateQueries({ queryKey: [...lotteryKeys.all, 'history', gameCode] });
      void queryClient.invalidateQueries({ queryKey: [...lotteryKeys.all, 'orders', gameCode] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    };
    at(closesAt, 250, readDraw);
    for (const extra of AFTER_DRAW_READS_MS) at(drawsAt, extra, readAfterDraw);
    return () => timers.forEach(clearTimeout);
  }, [live, closesAt, drawsAt, offsetMs, gameCode, queryClient]);

  return { query, draw, offsetMs, openDraws: query.data?.openDraws ?? null };
}

/** The server's clock, ticking every quarter second. */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}
