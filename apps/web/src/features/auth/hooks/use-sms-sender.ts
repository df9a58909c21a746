// The "get code" button: one request per 1000 ms at most; after a send it stays disabled for
// the merchant's resend wait, counting down; a failure opens a warning with the server's reason.
import { useCallback, useEffect, useState } from 'react';
import { sendSmsCode, type SmsPurpose } from '../api/send-sms-code.ts';
import { smsCountdownSeconds, THROTTLE_MS } from '../lib/timing.ts';
import { useCountdown } from './use-countdown.ts';
import { useErrorText } from './use-error-text.ts';
import { useThrottle } from './use-throttle.ts';
import { useVerification } from './use-verification.ts';

export function useSmsSender(purpose: SmsPurpose) {
  const countdown = useCountdown();
  const gate = useThrottle(THROTTLE_MS);
  const verification = useVerification();
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { prepare } = verification;

  // A registration code costs the merchant an SMS to a new number: the server wants the human check first,
  // solved ahead here so "get code" answers at once. Login and reset codes only go to numbers on file.
  const needsCheck = purpose === 'register';
  useEffect(() => {
    if (needsCheck) prepare();
  }, [needsCheck, prepare]);

  const send = useCallback(
    async (countryDialingCode: string, mobileNum: string): Promise<boolean> => {
      if (countdown.running || sending || !gate()) return false;
      setSending(true);
      try {
        const answer = needsCheck ? await verification.take() : undefined;
        countdown.start(smsCountdownSeconds(await sendSmsCode({ countryDialingCode, mobileNum, purpose, verification: answer })));
        return true;
      } catch (error) {
        setFailure(errorText(error));
        return false;
      } finally {
        setSending(false);
        if (needsCheck) verification.prepare();
      }
    },
    [countdown, sending, gate, verification, needsCheck, purpose, errorText],
  );

  return {
    send,
    sending,
    secondsLeft: countdown.secondsLeft,
    counting: countdown.running,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
