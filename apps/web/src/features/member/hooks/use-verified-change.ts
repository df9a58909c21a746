// The flow that mobile and e-mail binding share: send a code (then wait the merchant's resend wait before
// sending again), type it back, confirm. Validation stays with the form; this holds the calls and timing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@orbit/contracts/member';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { patchMemberInfo } from '../api/get-member-info.ts';
import { memberKeys } from '../api/query-keys.ts';
import { codeWaitSeconds } from '../model/countdown.ts';
import { useCountdown } from './use-countdown.ts';

interface VerifiedChange<TReply> {
  send: () => Promise<{ expiredMinutes: number; resendSeconds: number }>;
  confirm: () => Promise<TReply>;
  patch: (reply: TReply) => Partial<MemberInfo>;
}

export function useVerifiedChange<TReply>({ send, confirm, patch }: VerifiedChange<TReply>) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const countdown = useCountdown();
  const [checkedSend, setCheckedSend] = useState(false);
  const [checkedConfirm, setCheckedConfirm] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  const sender = useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      setSentTo(Date.now());
      countdown.start(codeWaitSeconds(reply));
    },
  });
  const binder = useMutation({
    mutationFn: confirm,
    onSuccess: (reply) => {
      patchMemberInfo(queryClient, account, patch(reply));
      void queryClient.invalidateQueries({ queryKey: memberKeys.info(account) });
      setDone(true);
    },
  });

  return {
    remaining: countdown.remaining,
    sending: sender.isPending,
    confirming: binder.isPending,
    sentTo,
    done,
    checkedSend,
    checkedConfirm,
    /** The last failure of either call. */
    error: binder.error ?? sender.error,
    sendCode(valid: boolean) {
      setCheckedSend(true);
      binder.reset();
      if (valid) sender.mutate();
    },
    confirm(valid: boolean, onDone: () => void) {
      setCheckedConfirm(true);
      sender.reset();
      if (valid) binder.mutate(undefined, { onSuccess: onDone });
    },
    reset() {
      sender.reset();
      binder.reset();
      setCheckedSend(false);
      setCheckedConfirm(false);
      setSentTo(null);
      setDone(false);
      // A running countdown stays: the sender stays blocked for its whole length.
    },
  };
}
