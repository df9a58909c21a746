// Binding or changing the mobile number: a code goes to the new number, the member types it back.
import { ChevronDown, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { bindMobile } from '../../api/bind-mobile.ts';
import { useCountryCodes } from '../../api/get-country-codes.ts';
import { sendMobileCode } from '../../api/send-mobile-code.ts';
import { useVerifiedChange } from '../../hooks/use-verified-change.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { checkMobile, checkRequired, normaliseMobile } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { SectionCard } from '../section-card.tsx';
import { SendCodeButton } from './send-code-button.tsx';

const FALLBACK_DIALING_CODE = '+60';

function withPlus(code: string): string {
  return code.startsWith('+') ? code : `+${code}`;
}

export function MobileCard({ maskedMobile, dialingCode }: { maskedMobile: string | null; dialingCode: string | null }) {
  const { t } = useTranslation();
  const countries = useCountryCodes();
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const current = countries.data?.countries.find((entry) => entry.countryCode === countries.data?.current);
  const chosenCode = withPlus(country ?? dialingCode ?? current?.countryDialingCode ?? FALLBACK_DIALING_CODE);
  const flow = useVerifiedChange({
    send: () => sendMobileCode({ countryDialingCode: chosenCode, mobileNum: normaliseMobile(chosenCode, number) ?? '' }),
    confirm: () => bindMobile({ countryDialingCode: chosenCode, mobileNum: normaliseMobile(chosenCode, number) ?? '', verificationCode: code.trim() }),
    patch: (reply) => ({ maskedMobile: reply.maskedMobile, countryDialingCode: chosenCode }),
  });

  const numberProblem = flow.checkedSend || flow.checkedConfirm ? checkMobile(chosenCode, number) : null;
  const codeProblem = flow.checkedConfirm ? checkRequired(code) : null;
  const blamed = flow.error ? errorField(flow.error) : undefined;
  const serverError = flow.error ? t(errorKey(flow.error)) : null;

  function toggle() {
    setOpen(!open);
    setNumber('');
    setCode('');
    flow.reset();
  }

  const options = countries.data?.countries ?? [];
  // The closed box shows only the code; the list it opens names every country.
  const countrySelect = (
    <div className="relative flex h-11 w-[5.5rem] shrink-0 items-center justify-between rounded-lg border border-border bg-background px-3 text-sm transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30">
      <span aria-hidden>{chosenCode}</span>
      <ChevronDown className="size-4 text-text-muted" aria-hidden />
      <select
        aria-label={t('member.mobile.country')}
        value={chosenCode}
        onChange={(event) => setCountry(event.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {options.some((entry) => withPlus(entry.countryDialingCode) === chosenCode) ? null : <option value={chosenCode}>{chosenCode}</option>}
        {options.map((entry) => (
          <option key={entry.countryCode} value={withPlus(entry.countryDialingCode)}>
            {withPlus(entry.countryDialingCode)} {entry.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <SectionCard
      id="mobile"
      icon={Smartphone}
      title={t('member.mobile.title')}
      // The server's mask carries the country code already (+60 12****789).
      status={maskedMobile ?? t('member.mobile.notBound')}
      tone={maskedMobile ? 'on' : 'off'}
      action={
        <Button variant={open ? 'ghost' : maskedMobile ? 'secondary' : 'primary'} size="sm" aria-expanded={open} onClick={toggle}>
          {open ? t('member.common.cancel') : maskedMobile ? t('member.common.change') : t('member.common.bind')}
        </Button>
      }
    >
      {flow.done ? <FormMessage kind="success">{t('member.mobile.done')}</FormMessage> : null}
      {open ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            flow.confirm(!checkMobile(chosenCode, number) && !checkRequired(code), () => setOpen(false));
          }}
        >
          <TextField
            label={maskedMobile ? t('member.mobile.newNumber') : t('member.mobile.number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={chosenCode === FALLBACK_DIALING_CODE ? '012-345 6789' : undefined}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            leading={countrySelect}
            error={numberProblem ? t(numberProblem) : blamed === 'mobileNum' ? serverError : null}
          />
          <TextField
            label={t('member.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeProblem ? t(codeProblem) : blamed === 'verificationCode' ? serverError : null}
            hint={flow.sentTo ? t('member.code.sentSms') : undefined}
            addon={
              <SendCodeButton
                remaining={flow.remaining}
                pending={flow.sending}
                sent={flow.sentTo !== null}
                onSend={() => flow.sendCode(!checkMobile(chosenCode, number))}
              />
            }
          />
          {serverError && blamed !== 'mobileNum' && blamed !== 'verificationCode' ? <FormMessage kind="error">{serverError}</FormMessage> : null}
          <Button type="submit" disabled={flow.confirming}>
            {t('member.common.confirm')}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
