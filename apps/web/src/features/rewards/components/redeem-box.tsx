// The reward centre's redeem box (docs/promotions.md, Redeem codes): the member types a code from a flyer, a
// message or a partner, and the promotion it names is given as a bonus. Spaces, dashes and letter case do not
// matter; a code that does not work says why.
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { useRedeemCode } from '../api.ts';
import { useRewardFormat } from './reward-settings.tsx';

export function RedeemBox() {
  const { t } = useTranslation();
  const { money } = useRewardFormat();
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setEmpty(true);
    setEmpty(false);
    redeem.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  return (
    <Panel id="reward-redeem" icon={Ticket} title={t('rewards.redeem.title')} subtitle={t('rewards.redeem.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="redeem-form">
        <TextField
          label={t('rewards.redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={t('rewards.redeem.placeholder')}
          inputClassName="font-mono uppercase tracking-wider placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
          error={empty ? t('rewards.redeem.empty') : undefined}
          addon={
            <Button type="submit" disabled={redeem.isPending}>
              {t('rewards.redeem.submit')}
            </Button>
          }
        />
        {redeem.data ? (
          <FormMessage kind="success">{t('rewards.redeem.done', { amount: money(redeem.data.amount), title: redeem.data.promotionTitle })}</FormMessage>
        ) : null}
        {redeem.error ? <FormMessage kind="error">{t(errorKey(redeem.error))}</FormMessage> : null}
      </form>
    </Panel>
  );
}
