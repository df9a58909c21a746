import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { formatCountdown } from '../../model/countdown.ts';

/** The "send code" button: blocked while sending and during the countdown that follows. */
export function SendCodeButton({ remaining, pending, sent, onSend }: { remaining: number; pending: boolean; sent: boolean; onSend: () => void }) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <button type="button" className={buttonClass('outline', 'md', 'h-11 min-w-[7.5rem]')} onClick={onSend} disabled={pending || waiting} aria-live="polite">
      {waiting ? t('member.code.resendIn', { time: formatCountdown(remaining) }) : sent ? t('member.code.resend') : t('member.code.send')}
    </button>
  );
}
