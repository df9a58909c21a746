// The SMS code box with its "get code" button, which counts down after a send (docs/members.md).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { TextInput, type FieldIds } from './field.tsx';
import { formatWait } from '../../lib/timing.ts';

interface SmsCodeInputProps {
  ids: FieldIds;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  secondsLeft: number;
}

export function SmsCodeInput({ ids, value, onChange, onSend, sending, secondsLeft }: SmsCodeInputProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <TextInput
        ids={ids}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="flex-1"
      />
      <Button variant="outline" className="h-11 min-w-[7.5rem]" onClick={onSend} disabled={sending || secondsLeft > 0} aria-live="polite">
        {secondsLeft > 0 ? t('auth.resendIn', { time: formatWait(secondsLeft) }) : sending ? t('auth.sending') : t('auth.getCode')}
      </Button>
    </div>
  );
}
