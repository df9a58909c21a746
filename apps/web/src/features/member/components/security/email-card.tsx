// Binding or changing the e-mail address: a code goes to the new address, the member types it back.
import { AtSign } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { bindEmail } from '../../api/bind-email.ts';
import { sendEmailCode } from '../../api/send-email-code.ts';
import { useVerifiedChange } from '../../hooks/use-verified-change.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { checkEmail, checkRequired } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { SectionCard } from '../section-card.tsx';
import { SendCodeButton } from './send-code-button.tsx';

export function EmailCard({ maskedEmail }: { maskedEmail: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const flow = useVerifiedChange({
    send: () => sendEmailCode(email.trim()),
    confirm: () => bindEmail({ email: email.trim(), verificationCode: code.trim() }),
    patch: (reply) => ({ maskedEmail: reply.maskedEmail }),
  });

  const emailProblem = flow.checkedSend || flow.checkedConfirm ? checkEmail(email) : null;
  const codeProblem = flow.checkedConfirm ? checkRequired(code) : null;
  const blamed = flow.error ? errorField(flow.error) : undefined;
  const serverError = flow.error ? t(errorKey(flow.error)) : null;

  return (
    <SectionCard
      id="email"
      icon={AtSign}
      title={t('member.email.title')}
      status={maskedEmail ?? t('member.email.notBound')}
      tone={maskedEmail ? 'on' : 'off'}
      action={
        <Button
          variant={open ? 'ghost' : maskedEmail ? 'secondary' : 'primary'}
          size="sm"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            setEmail('');
            setCode('');
            flow.reset();
          }}
        >
          {open ? t('member.common.cancel') : maskedEmail ? t('member.common.change') : t('member.common.bind')}
        </Button>
      }
    >
      {flow.done ? <FormMessage kind="success">{t('member.email.done')}</FormMessage> : null}
      {open ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            flow.confirm(!checkEmail(email) && !checkRequired(code), () => setOpen(false));
          }}
        >
          <TextField
            label={maskedEmail ? t('member.email.newAddress') : t('member.email.address')}
            type="email"
            autoComplete="email"
            maxLength={255}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailProblem ? t(emailProblem) : blamed === 'email' ? serverError : null}
          />
          <TextField
            label={t('member.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeProblem ? t(codeProblem) : blamed === 'verificationCode' ? serverError : null}
            hint={flow.sentTo ? t('member.code.sentEmail') : undefined}
            addon={
              <SendCodeButton remaining={flow.remaining} pending={flow.sending} sent={flow.sentTo !== null} onSend={() => flow.sendCode(!checkEmail(email))} />
            }
          />
          {serverError && blamed !== 'email' && blamed !== 'verificationCode' ? <FormMessage kind="error">{serverError}</FormMessage> : null}
          <Button type="submit" disabled={flow.confirming}>
            {t('member.common.confirm')}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
