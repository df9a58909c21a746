// The authenticator app: on (scan the QR code or type the secret, confirm with the first code) or off
// (confirm with a current code).
import { Check, Copy, ScanQrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useDisableTotp } from '../../api/disable-totp.ts';
import { useEnableTotp } from '../../api/enable-totp.ts';
import { useSetupTotp } from '../../api/setup-totp.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { checkTotpCode } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { SectionCard } from '../section-card.tsx';

/** Groups of four, as authenticator apps show secrets. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TotpCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [copied, setCopied] = useState(false);
  const [done, setDone] = useState<'on' | 'off' | null>(null);

  const confirmCall = enabled ? disable : enable;
  const problem = checked ? checkTotpCode(code) : null;
  const failure = setup.error ?? confirmCall.error;

  function toggle() {
    const next = !open;
    setOpen(next);
    setCode('');
    setChecked(false);
    setCopied(false);
    setDone(null);
    enable.reset();
    disable.reset();
    setup.reset();
    if (next && !enabled) setup.mutate();
  }

  return (
    <SectionCard
      id="authenticator"
      icon={ScanQrCode}
      title={t('member.totp.title')}
      status={enabled ? t('member.totp.on') : t('member.totp.off')}
      tone={enabled ? 'on' : 'off'}
      action={
        <Button variant={open ? 'ghost' : enabled ? 'secondary' : 'primary'} size="sm" aria-expanded={open} onClick={toggle}>
          {open ? t('member.common.cancel') : enabled ? t('member.totp.turnOff') : t('member.totp.turnOn')}
        </Button>
      }
    >
      {done ? <FormMessage kind="success">{t(done === 'on' ? 'member.totp.doneOn' : 'member.totp.doneOff')}</FormMessage> : null}
      {open ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (checkTotpCode(code)) return;
            confirmCall.mutate(code.trim(), {
              onSuccess: () => {
                setOpen(false);
                setDone(enabled ? 'off' : 'on');
              },
            });
          }}
        >
          {enabled ? (
            <p className="text-sm text-text-muted">{t('member.totp.offExplain')}</p>
          ) : setup.isPending ? (
            <Spinner label={t('app.loading')} className="text-accent" />
          ) : setup.data ? (
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <img src={setup.data.qrDataUrl} alt={t('member.totp.qrAlt')} className="size-40 shrink-0 rounded-lg bg-white p-2" />
              <div className="min-w-0 space-y-2 text-sm">
                <p className="text-text-muted">{t('member.totp.scan')}</p>
                <p className="text-text-muted">{t('member.totp.orType')}</p>
                <div className="flex items-center gap-2">
                  <code
                    className="rounded-lg border border-border bg-background px-3 py-2 font-mono text-sm tracking-wider break-all"
                    data-testid="totp-secret"
                  >
                    {grouped(setup.data.secret)}
                  </code>
                  <button
                    type="button"
                    className="rounded-lg p-2 text-text-muted transition hover:bg-surface-raised hover:text-accent"
                    aria-label={copied ? t('member.totp.copied') : t('member.totp.copy')}
                    onClick={() => void navigator.clipboard?.writeText(setup.data.secret).then(() => setCopied(true))}
                  >
                    {copied ? <Check className="size-4 text-success" aria-hidden /> : <Copy className="size-4" aria-hidden />}
                  </button>
                </div>
              </div>
            </div>
          ) : null}
          {enabled || setup.data ? (
            <>
              <TextField
                label={t('member.totp.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                error={problem ? t(problem) : null}
              />
              <Button type="submit" variant={enabled ? 'secondary' : 'primary'} disabled={confirmCall.isPending}>
                {enabled ? t('member.totp.confirmOff') : t('member.totp.confirmOn')}
              </Button>
            </>
          ) : null}
          {failure ? <FormMessage kind="error">{t(errorKey(failure))}</FormMessage> : null}
        </form>
      ) : null}
    </SectionCard>
  );
}
