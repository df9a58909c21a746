// Keeps one balance-event stream open while a member is logged in, however many places ask for it (the
// desktop and the phone bars are both mounted), and stops it on logout. An event writes the new balance at
// once and has every other wallet screen re-read what it shows.
import type { Balance } from '@orbit/contracts/wallet';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';
import { handleSessionError } from '../../../lib/login-check.ts';
import { publishMemberEvent } from '../../../lib/member-events.ts';
import { getMerchantCode, getToken, useSession } from '../../../lib/session.ts';
import { isBalanceKey, walletKeys } from '../api/query-keys.ts';
import { balanceMoved } from '../model/balance-change.ts';

/** Many events can come in a second while a member plays: the other screens re-read at most this often. */
const INVALIDATE_EVERY_MS = 2_000;

interface Stream {
  token: string;
  users: number;
  controller: AbortController;
}

let stream: Stream | null = null;

function start(token: string, account: string | null, queryClient: QueryClient): Stream {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const invalidateOthers = () => {
    timer ??= setTimeout(() => {
      timer = null;
      if (!controller.signal.aborted) void queryClient.invalidateQueries({ queryKey: walletKeys.all, predicate: (query) => !isBalanceKey(query.queryKey) });
    }, INVALIDATE_EVERY_MS);
  };
  controller.signal.addEventListener('abort', () => (timer ? clearTimeout(timer) : undefined));
  // The stream's code (and zod with the contracts) loads apart from the bar, which shows at once.
  void import('../api/wallet-events.ts')
    .then(({ runWalletEvents, WALLET_EVENTS_PATH }) =>
      runWalletEvents({
        signal: controller.signal,
        headers: () => ({ Merchant: getMerchantCode() ?? undefined, Device: 'WEB', Language: currentLanguage().code, Authorization: token }),
        onBalance: (balance) => {
          const key = walletKeys.balance(account);
          const previous = queryClient.getQueryData<Balance>(key);
          queryClient.setQueryData(key, balance);
          // The stream starts with the balance as it is: only a real change sends the other screens back to the server.
          if (balanceMoved(previous, balance)) invalidateOthers();
        },
        // The stream's other events (the inbox's unread count) go to whichever feature listens (lib/member-events.ts).
        onOther: publishMemberEvent,
        onOpen: (again) => {
          // Events sent while the stream was down are lost: read everything again.
          if (again) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        },
        onRefused: (errorCode) => {
          if (token === getToken()) handleSessionError(errorCode, WALLET_EVENTS_PATH);
        },
      }),
    )
    .catch(() => undefined);
  return { token, users: 0, controller };
}

function acquire(token: string, account: string | null, queryClient: QueryClient): () => void {
  if (!stream || stream.token !== token) {
    stream?.controller.abort();
    stream = start(token, account, queryClient);
  }
  const mine = stream;
  mine.users++;
  return () => {
    mine.users--;
    if (mine.users === 0) {
      mine.controller.abort();
      if (stream === mine) stream = null;
    }
  };
}

export function useWalletEvents(): void {
  const queryClient = useQueryClient();
  const { token, account, loggedIn } = useSession();
  useEffect(() => {
    if (!loggedIn || !token) return;
    return acquire(token, account, queryClient);
  }, [loggedIn, token, account, queryClient]);
}
