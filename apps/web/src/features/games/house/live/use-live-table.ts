// A live table's state, kept fresh by the table's event stream (a changed table is read again), with the
// server's clock offset so every seated screen counts down to the same close.
import type { LiveGameCode, LiveState } from '@orbit/contracts/house-live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { followTable, readTable } from './api.ts';

/** A read now and then besides the stream, in case a change was missed while it reconnected. */
const SAFETY_READ_MS = 10_000;

export function useLiveTable(token: string, gameCode: LiveGameCode, roomId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['house', 'live', gameCode, roomId, token], [gameCode, roomId, token]);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const sentAt = Date.now();
      const state = await readTable(token, gameCode, roomId);
      // The server's now, taken at the middle of the call: the countdown follows the server, not the device.
      const offsetMs = Date.parse(state.serverNow) - (sentAt + Date.now()) / 2;
      return { state, offsetMs };
    },
    gcTime: 0,
    retry: 1,
    refetchInterval: SAFETY_READ_MS,
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Several changes in a burst (bets coming in) make one read.
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey });
      }, 150);
    };
    void followTable(gameCode, roomId, changed, controller.signal);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [gameCode, roomId, queryClient, queryKey]);

  /** An answer of a bet call is the newest state. */
  const replace = useCallback(
    (state: LiveState) => queryClient.setQueryData(queryKey, (old: { offsetMs: number } | undefined) => ({ state, offsetMs: old?.offsetMs ?? 0 })),
    [queryClient, queryKey],
  );
  return { query, replace };
}

/** The server's clock, ticking every quarter second. */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}
